import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatGroupsCookie } from './groups-cookie';
import { requestCustomerGroups, sessionDigest } from './request-groups.server';

const TOKEN = 'a'.repeat(43);
const MEMBER = ['Everyone', 'Registered', 'loyalty-members'];

function shopper(token: string | undefined, answer: () => Promise<unknown>) {
  const getShopperCustomerGroups = vi.fn(answer);
  const client = { getShopperCustomerGroups } as unknown as CommerceClient;
  const context = {
    shopper: { token, client: async () => client },
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
  } as unknown as AppLoadContext & { logger: { warn: ReturnType<typeof vi.fn> } };
  return { context, getShopperCustomerGroups };
}

const page = (cookie?: string) =>
  new Request('https://shop.test/', { headers: cookie ? { cookie: `webid=x; ${cookie}` } : {} });
const memberAnswer = async () => ({ customerId: 'cust-1', usid: crypto.randomUUID(), customerGroups: MEMBER });

describe('requestCustomerGroups', () => {
  it('gives a visitor without a session the default groups, with no call and no cookie', async () => {
    const { context, getShopperCustomerGroups } = shopper(undefined, memberAnswer);
    expect(await requestCustomerGroups(page(), context)).toEqual({
      customerId: null,
      customerGroups: ['Unregistered', 'Everyone'],
      setCookie: [],
      isDefault: true,
    });
    expect(getShopperCustomerGroups).not.toHaveBeenCalled();
  });

  it('drops a leftover cookie once signed out, and ignores the groups it claims', async () => {
    const { context } = shopper(undefined, memberAnswer);
    const claimed = formatGroupsCookie({
      sessionDigest: sessionDigest(TOKEN),
      issuedAt: Date.now(),
      customerId: 'cust-1',
      customerGroups: MEMBER,
    });
    const groups = await requestCustomerGroups(page(`rl_groups=${claimed}`), context);
    expect(groups.customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect(groups.setCookie).toEqual([
      expect.stringMatching(/^rl_groups=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/),
    ]);
  });

  it('asks the engine once per request for a session without a cookie, and writes one bound to the session', async () => {
    const { context, getShopperCustomerGroups } = shopper(TOKEN, memberAnswer);
    const request = page();
    const [first, second] = await Promise.all([
      requestCustomerGroups(request, context),
      requestCustomerGroups(request, context),
    ]);
    expect(first).toBe(second);
    expect(getShopperCustomerGroups).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ customerId: 'cust-1', customerGroups: MEMBER, isDefault: false });
    const value = /^rl_groups=([^;]+);/.exec(first.setCookie[0]!)![1]!;
    expect(value.split('.')[1]).toBe(sessionDigest(TOKEN));
    expect(first.setCookie[0]).toContain('HttpOnly');
  });

  it('uses a fresh cookie of this session without a call', async () => {
    const { context, getShopperCustomerGroups } = shopper(TOKEN, memberAnswer);
    const cookie = formatGroupsCookie({
      sessionDigest: sessionDigest(TOKEN),
      issuedAt: Date.now() - 60_000,
      customerId: 'cust-1',
      customerGroups: MEMBER,
    });
    const groups = await requestCustomerGroups(page(`rl_groups=${cookie}`), context);
    expect(groups).toEqual({ customerId: 'cust-1', customerGroups: MEMBER, setCookie: [], isDefault: false });
    expect(getShopperCustomerGroups).not.toHaveBeenCalled();
  });

  it("asks again when the cookie is another session's, stale, or unreadable (and logs the last)", async () => {
    const other = formatGroupsCookie({
      sessionDigest: sessionDigest('b'.repeat(43)),
      issuedAt: Date.now(),
      customerId: 'someone-else',
      customerGroups: ['loyalty-titanium'],
    });
    const stale = formatGroupsCookie({
      sessionDigest: sessionDigest(TOKEN),
      issuedAt: Date.now() - 300_001,
      customerId: 'cust-1',
      customerGroups: ['Everyone'],
    });
    for (const cookie of [other, stale, 'not-a-groups-cookie']) {
      const { context, getShopperCustomerGroups } = shopper(TOKEN, memberAnswer);
      const groups = await requestCustomerGroups(page(`rl_groups=${cookie}`), context);
      expect(getShopperCustomerGroups).toHaveBeenCalledTimes(1);
      expect(groups.customerGroups).toEqual(MEMBER);
      if (cookie === 'not-a-groups-cookie') {
        expect(context.logger.warn).toHaveBeenCalledWith({ msg: 'No customer groups found in cookies' });
      }
    }
  });

  it('answers the defaults when the engine fails, logging all but an expired session', async () => {
    const down = shopper(TOKEN, async () => {
      throw new CommerceApiError(503, 'unavailable', 'down');
    });
    expect((await requestCustomerGroups(page(), down.context)).customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect(down.context.logger.warn).toHaveBeenCalledTimes(1);
    const expired = shopper(TOKEN, async () => {
      throw new CommerceApiError(401, 'unauthorized', 'expired');
    });
    expect((await requestCustomerGroups(page(), expired.context)).isDefault).toBe(true);
    expect(expired.context.logger.warn).not.toHaveBeenCalled();
  });
});
