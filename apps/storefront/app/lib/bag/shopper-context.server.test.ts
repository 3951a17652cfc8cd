import { SHOPPER_CONTEXT_PLACEHOLDER_COUPON } from '@ridgeline/config';
import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { syncShopperContextCoupons } from './shopper-context.server';

type Calls = { events: string[]; stored: string[] | undefined };

/** A shopper whose engine keeps one context in memory, logging every call it gets. */
function shopper(stored: string[] | undefined, options: { failUpdate?: boolean; slowMs?: number } = {}) {
  const calls: Calls = { events: [], stored };
  const pause = () => new Promise((r) => setTimeout(r, options.slowMs ?? 0));
  const client = {
    getCurrentSession: async () => ({ usid: 'u-1' }),
    getShopperContext: async () => {
      calls.events.push('get');
      await pause();
      if (!calls.stored) throw new CommerceApiError(404, 'not_found', 'No shopper context.');
      return { couponCodes: calls.stored };
    },
    createShopperContext: async (_u: string, _s: string, body: { couponCodes: string[] }) => {
      calls.events.push(`create ${body.couponCodes.join(',')}`);
      calls.stored = body.couponCodes;
    },
    updateShopperContext: async (_u: string, _s: string, body: { couponCodes: string[] }) => {
      calls.events.push(`update ${body.couponCodes.join(',')}`);
      await pause();
      if (options.failUpdate) throw new CommerceApiError(503, 'unavailable', 'down');
      calls.stored = body.couponCodes;
    },
  } as unknown as CommerceClient;
  const warn = vi.fn();
  const context = {
    shopper: {
      token: `t-${Math.random()}`,
      client: async () => client,
      reset() {},
      signedIn() {},
      anonymousClient: () => client,
    },
    logger: { warn },
  };
  return { calls, warn, context: context as unknown as Pick<AppLoadContext, 'shopper' | 'logger'> };
}

const bag = (...coupons: [string, boolean][]) => ({
  couponItems: coupons.map(([code, flag]) => ({ code, c_includeInShopperContext: flag, valid: true })),
});

describe('shopper-context coupon sync', () => {
  it('creates the context with the flagged codes when the session has none', async () => {
    const { calls, context } = shopper(undefined);
    await syncShopperContextCoupons(context, 'ridgeline', bag(['welcome10', true], ['STAFF', false]));
    expect(calls.events).toEqual(['get', 'create WELCOME10']);
  });

  it('updates only when the codes differ, with the placeholder for an empty list', async () => {
    const same = shopper(['WELCOME10']);
    await syncShopperContextCoupons(same.context, 'ridgeline', bag(['Welcome10', true]));
    expect(same.calls.events).toEqual(['get']);

    const emptied = shopper(['WELCOME10']);
    await syncShopperContextCoupons(emptied.context, 'ridgeline', bag());
    expect(emptied.calls.events).toEqual(['get', `update ${SHOPPER_CONTEXT_PLACEHOLDER_COUPON}`]);
  });

  it('runs one sync at a time per session: the second reads what the first wrote', async () => {
    const { calls, context } = shopper(['OLD'], { slowMs: 20 });
    await Promise.all([
      syncShopperContextCoupons(context, 'ridgeline', bag(['A', true])),
      syncShopperContextCoupons(context, 'ridgeline', bag(['A', true])),
    ]);
    expect(calls.events).toEqual(['get', 'update A', 'get']);
  });

  it('logs a failed update and carries on', async () => {
    const { warn, context } = shopper(['OLD'], { failUpdate: true });
    await expect(syncShopperContextCoupons(context, 'ridgeline', bag(['A', true]))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Shopper context coupon sync failed' }));
  });

  it('does nothing for a visitor without a session', async () => {
    const { calls, context } = shopper(undefined);
    (context.shopper as { token: string | undefined }).token = undefined;
    await syncShopperContextCoupons(context, 'ridgeline', bag(['A', true]));
    expect(calls.events).toEqual([]);
  });
});
