import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { createApi } from '../../http/app.js';
import { silentLogger } from '../../logger.js';
import { shopperCall, type JsonBody } from '../../testing/shopper-call.js';
import type { Weather, WeatherProvider } from './weather.js';

const CONTENT_TOKEN = 'content-token-0123456789abcdef0123456789';
let t: Awaited<ReturnType<typeof createTestApi>>;
let weather: Weather;
/** A fake behind the provider's interface: the weather each test sets. */
const fakeWeather: WeatherProvider = { weatherAt: async () => weather };
let api: ReturnType<typeof createApi>;

beforeEach(async () => {
  t = await createTestApi();
  weather = { temperatureC: 28, band: 'hot', condition: 'clear', source: 'forecast' };
  api = createApi({ db: t.handle.db, logger: silentLogger, weather: fakeWeather, contentToken: CONTENT_TOKEN });
});
afterEach(async () => {
  await t.close();
});

const decideFor = (body: Record<string, unknown>, shortname = 'ridgeline') =>
  shopperCall(api, undefined, 'POST', `/engine/v1/decide/${shortname}`, {
    channel: 'ridgeline/us/web',
    ...body,
  });
const pageView = (pageType: string, extra: Record<string, unknown> = {}) => ({
  eventType: 'monetate:context:PageView',
  pageType,
  ...extra,
});
const components = (answer: { body: JsonBody }) =>
  (answer.body.data.responses[0].actions as { component: string }[]).map((a) => a.component).sort();

describe('POST /engine/v1/decide/{shortname} (the demo rules)', () => {
  it('fills the weather widget for the weather, with products, and the pick-up and exit modals on a browsing page', async () => {
    const answer = await decideFor({
      events: [pageView('home'), { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1' }],
      locale: 'fr-CA',
      currency: 'CAD',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.meta).toEqual({ code: 200, requestId: 'req-1' });
    expect(components(answer)).toEqual(['exit-modal', 'pick-up', 'weather']);
    const sunny = answer.body.data.responses[0].actions.find((a: { component: string }) => a.component === 'weather');
    expect(sunny).toMatchObject({
      actionId: 'weather-sunny',
      actionType: 'monetate:action:OmniChannelJson',
      json: { title: 'Soleil au rendez-vous', viewAllLink: '/search?q=sun+protection', iconName: 'sun' },
    });
    expect(sunny.items.length).toBeGreaterThan(0);
    expect(sunny.items[0]).toMatchObject({
      productId: expect.any(String),
      title: expect.any(String),
      imageLink: expect.any(String),
    });
    expect(answer.body.data.omniActions).toEqual(answer.body.data.responses[0].actions);
    expect(answer.body.data.amplienceGroups).toEqual([]);
  });

  it('follows the weather and adds the cold-weather content group; no exit or pick-up modal in checkout', async () => {
    weather = { temperatureC: -12, band: 'freezing', condition: 'snow', source: 'estimate' };
    const answer = await decideFor({ events: [pageView('checkout')], explain: true });
    expect(components(answer)).toEqual(['weather']);
    expect(
      answer.body.data.responses[0].actions.find((a: { component: string }) => a.component === 'weather').actionId,
    ).toBe('weather-cold');
    expect(answer.body.data.amplienceGroups).toEqual(['Cold Weather']);
    const verdicts = answer.body.data.rules as {
      ruleId: string;
      matched: boolean;
      chosen: boolean;
      failed: string[];
    }[];
    expect(verdicts.find((r) => r.ruleId === 'weather-sunny')).toMatchObject({ matched: false, failed: ['weather'] });
    expect(verdicts.find((r) => r.ruleId === 'exit-newsletter')).toMatchObject({
      matched: false,
      failed: ['pageTypes'],
    });
    expect(verdicts.find((r) => r.ruleId === 'weather-cold')).toMatchObject({ matched: true, chosen: true });
  });

  it('applies the toolkit’s simulated groups, qualifiers and moment to the rules', async () => {
    const put = await shopperCall(api, CONTENT_TOKEN, 'PUT', '/cms/manage/targeting/rules/vip-exit', {
      id: 'vip-exit',
      name: 'VIPs from Denver in December',
      slot: 'exit-modal',
      priority: 1,
      conditions: { customerGroups: ['VIP'], qualifiers: { store: 'denver' }, startsAt: '2030-12-01T00:00:00Z' },
      action: {
        kind: 'exit-modal',
        json: {
          heading: 'VIP',
          body: 'Thanks',
          buttonText: 'Go',
          imgUrl: '/i/x',
          altText: 'VIP',
          spaceBetweenElms: 'wide',
        },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const exitOf = async (preview?: Record<string, unknown>) =>
      (
        await decideFor({ events: [pageView('home')], ...(preview ? { preview } : {}) })
      ).body.data.responses[0].actions.find((a: { component: string }) => a.component === 'exit-modal').actionId;
    expect(await exitOf()).toBe('exit-newsletter');
    expect(await exitOf({ customerGroups: ['VIP'], qualifiers: { store: 'denver' } })).toBe('exit-newsletter');
    expect(
      await exitOf({
        customerGroups: ['VIP'],
        qualifiers: { store: 'denver' },
        effectiveDateTime: '2030-12-05T10:00:00Z',
      }),
    ).toBe('vip-exit');
  });

  it('refuses bad input with a 400 and an unknown account with a 404', async () => {
    expect((await decideFor({ events: [] }, 'someone-else')).status).toBe(404);
    expect((await decideFor({ events: [{ eventType: 'monetate:context:Nope' }] })).status).toBe(400);
    expect((await decideFor({ events: [], country: 'usa' })).status).toBe(400);
    expect((await decideFor({ events: [], preview: { effectiveDateTime: 'tomorrow' } })).status).toBe(400);
    expect((await decideFor({ events: Array.from({ length: 31 }, () => pageView('home')) })).status).toBe(400);
    expect((await shopperCall(api, undefined, 'POST', '/engine/v1/decide/ridgeline', 'nope')).status).toBe(400);
  });
});

describe('/cms/manage/targeting/rules', () => {
  it('lists, replaces and removes rules for the content team; refuses others and bad rules', async () => {
    const list = await shopperCall(api, CONTENT_TOKEN, 'GET', '/cms/manage/targeting/rules');
    expect(list.status).toBe(200);
    expect(list.body.rules.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['weather-sunny', 'weather-mild', 'weather-cold', 'pick-up-everyone', 'exit-newsletter']),
    );
    expect((await shopperCall(api, undefined, 'GET', '/cms/manage/targeting/rules')).status).toBe(401);
    const mismatched = await shopperCall(api, CONTENT_TOKEN, 'PUT', '/cms/manage/targeting/rules/x-1', {
      id: 'x-1',
      name: 'Wrong kind',
      slot: 'weather',
      action: { kind: 'pick-up', json: {} },
    });
    expect(mismatched.status).toBe(400);
    const otherId = await shopperCall(api, CONTENT_TOKEN, 'PUT', '/cms/manage/targeting/rules/x-1', {
      id: 'x-2',
      name: 'Other id',
      slot: 'pick-up',
      action: { kind: 'pick-up', json: {} },
    });
    expect(otherId.status).toBe(400);
    // Removing the pick-up rule takes the modal away from the next decision.
    expect(
      (await shopperCall(api, CONTENT_TOKEN, 'DELETE', '/cms/manage/targeting/rules/pick-up-everyone')).status,
    ).toBe(204);
    expect(
      (await shopperCall(api, CONTENT_TOKEN, 'DELETE', '/cms/manage/targeting/rules/pick-up-everyone')).status,
    ).toBe(404);
    expect(components(await decideFor({ events: [pageView('home')] }))).toEqual(['exit-modal', 'weather']);
  });
});
