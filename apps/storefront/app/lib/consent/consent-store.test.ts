// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DataLayer from '../personalisation/data-layer';
import type * as RecsEvents from '../personalisation/recs-events';
import { ALL_OFF, ALL_ON, bannerNeeded, CONSENT_COOKIE, parseConsentCookie, startNeeded } from './consent';
import type * as ConsentChoiceModule from './consent-choice';
import type * as ConsentStore from './consent-store';

// Each test is a new page: the store's state and the modules reading it are loaded afresh.
let store: typeof ConsentStore;
let choice: typeof ConsentChoiceModule;
let pushDataLayer: typeof DataLayer.pushDataLayer;
let sendActivity: typeof RecsEvents.sendActivity;
const newPage = async () => {
  vi.resetModules();
  store = await import('./consent-store');
  choice = await import('./consent-choice');
  ({ pushDataLayer } = await import('../personalisation/data-layer'));
  ({ sendActivity } = await import('../personalisation/recs-events'));
};
/** What the consent manager does at a page's start; answers whether the banner shows. */
const startConsent = () => {
  const { stored, region, signal } = store.consentSnapshot();
  const banner = bannerNeeded(stored, region, signal);
  if (startNeeded(stored, region, signal)) choice.startConsent();
  return { bannerNeeded: banner };
};
const chooseConsent = (...args: Parameters<typeof choice.chooseConsent>) => choice.chooseConsent(...args);
const statusOf = (...args: Parameters<typeof store.statusOf>) => store.statusOf(...args);
const bannerShown = () => {
  const { stored, region, signal } = store.consentSnapshot();
  return bannerNeeded(stored, region, signal);
};

const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 201 }));

function setSignal({ gpc = false, dnt = false } = {}) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt ? '1' : null, configurable: true });
}

function clearCookies() {
  for (const name of [CONSENT_COOKIE, 'webid']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

const pageView = {
  event: 'page_view',
  page_location: 'x',
  page_path: '/',
  page_title: 't',
  page_language: 'en-US',
} as const;
const storedCookie = () => parseConsentCookie(/rl_consent=([^;]+)/.exec(document.cookie)?.[1]);
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

beforeEach(async () => {
  await newPage();
  clearCookies();
  setSignal();
  window.dataLayer = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
  document.cookie = 'webid=0b6f2a4e-5c1d-4f7a-9e3b-2d8c6a1f0e95; Path=/';
});
afterEach(async () => {
  // Let a change's calls (loaded on demand) finish against the stub.
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the data layer waits for analytics consent', () => {
  it('in the US, asks nothing, writes nothing and pushes at once', async () => {
    document.documentElement.lang = 'en-US';
    expect(startConsent().bannerNeeded).toBe(false);
    expect(storedCookie()).toBeUndefined();
    pushDataLayer(pageView);
    expect(window.dataLayer).toEqual([pageView]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls('/consent')).toHaveLength(0);
  });

  it('in Canada, holds events until Accept All, then pushes them in order', async () => {
    document.documentElement.lang = 'fr-CA';
    expect(startConsent().bannerNeeded).toBe(true);
    // Canada's default is kept for the server, not recorded as an answer.
    expect(storedCookie()).toMatchObject({ source: 'default', region: 'CA', choice: ALL_OFF });
    expect(statusOf('analytics')).toBe('pending');
    pushDataLayer(pageView);
    pushDataLayer({ event: 'form_start', form_name: 'registration' });
    expect(window.dataLayer).toEqual([]);
    chooseConsent(ALL_ON, 'banner');
    expect(window.dataLayer).toEqual([pageView, { event: 'form_start', form_name: 'registration' }]);
    expect(storedCookie()).toMatchObject({ source: 'banner', region: 'CA', choice: ALL_ON });
    // The answer is recorded in the engine through the storefront.
    await vi.waitFor(() => expect(calls('/consent')).toHaveLength(1));
    const [, init] = calls('/consent')[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      categories: { necessary: true, analytics: true, personalisation: true, marketing: true },
      source: 'banner',
      locale: 'fr-CA',
    });
  });

  it('in Canada, drops the held events on Reject All and pushes nothing after', () => {
    document.documentElement.lang = 'en-CA';
    startConsent();
    pushDataLayer(pageView);
    chooseConsent(ALL_OFF, 'banner');
    pushDataLayer(pageView);
    expect(window.dataLayer).toEqual([]);
    expect(bannerShown()).toBe(false);
  });

  it('treats a browser preferring Canadian English on the US locale as Canada', () => {
    Object.defineProperty(navigator, 'languages', { value: ['en-CA', 'en'], configurable: true });
    document.documentElement.lang = 'en-US';
    expect(startConsent().bannerNeeded).toBe(true);
    expect(storedCookie()).toMatchObject({ source: 'default', region: 'CA' });
    pushDataLayer(pageView);
    expect(window.dataLayer).toEqual([]);
  });

  it('with Global Privacy Control: no banner, nothing pushed, the opt-out recorded once as source gpc', async () => {
    document.documentElement.lang = 'fr-CA';
    setSignal({ gpc: true });
    expect(startConsent().bannerNeeded).toBe(false);
    pushDataLayer(pageView);
    expect(window.dataLayer).toEqual([]);
    expect(storedCookie()).toMatchObject({ source: 'gpc', choice: ALL_OFF });
    await vi.waitFor(() => expect(calls('/consent')).toHaveLength(1));
    expect(JSON.parse(String((calls('/consent')[0]![1] as RequestInit).body)).source).toBe('gpc');
    // A later page: already recorded, not again.
    await newPage();
    startConsent();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls('/consent')).toHaveLength(1);
  });

  it('with Do Not Track, an Accept All is kept as all off', () => {
    document.documentElement.lang = 'en-US';
    setSignal({ dnt: true });
    startConsent();
    chooseConsent(ALL_ON, 'dialog');
    expect(storedCookie()?.choice).toEqual(ALL_OFF);
    pushDataLayer(pageView);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('recommendation activities wait for personalisation consent', () => {
  const activityCalls = () => calls('/api/v3/activities/');

  it('in the US, are sent at once with the web id', () => {
    document.documentElement.lang = 'en-US';
    sendActivity('RidgelineUS', 'client', 'viewSearch', { searchText: 'jacket' });
    expect(activityCalls()).toHaveLength(1);
    const [url, init] = activityCalls()[0]!;
    expect(url).toBe('/api/v3/activities/RidgelineUS/viewSearch');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      searchText: 'jacket',
      cookieId: '0b6f2a4e-5c1d-4f7a-9e3b-2d8c6a1f0e95',
    });
  });

  it('in Canada, wait for the answer: sent after accepting personalisation, dropped after refusing it', () => {
    document.documentElement.lang = 'fr-CA';
    sendActivity('RidgelineUS', 'client', 'viewCategory', { categories: [{ id: 'mens' }] });
    expect(activityCalls()).toHaveLength(0);
    chooseConsent({ analytics: true, personalisation: false, marketing: false }, 'dialog');
    expect(activityCalls()).toHaveLength(0);
    chooseConsent({ analytics: true, personalisation: true, marketing: false }, 'dialog');
    // Refused events are gone; new ones go.
    expect(activityCalls()).toHaveLength(0);
    sendActivity('RidgelineUS', 'client', 'viewPage', {});
    expect(activityCalls()).toHaveLength(1);
  });

  it('are never sent under do-not-track, whatever was accepted', () => {
    document.documentElement.lang = 'en-US';
    setSignal({ gpc: true });
    sendActivity('RidgelineUS', 'client', 'checkoutStep', { stepName: 'contact', stepNumber: 1 });
    expect(activityCalls()).toHaveLength(0);
  });
});

describe('the consent-changed event', () => {
  it('makes no consent cookie call while the site has the cjevent feature off', async () => {
    document.documentElement.lang = 'en-US';
    window.history.replaceState(null, '', '/?cjevent=abc123');
    chooseConsent(ALL_ON, 'banner');
    await vi.waitFor(() => expect(calls('/consent')).toHaveLength(1));
    expect(calls('/set-one-trust-cookie')).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });
});
