import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { getParamsFromPath } from './path-params.js';
import { MULTI_SITE_CONFIG, QUERY_CONFIG, withUrl } from './test-configs.js';

describe('getParamsFromPath with site and locale in the path', () => {
  it('reads site plus locale, by id or alias', () => {
    expect(getParamsFromPath(MULTI_SITE_CONFIG, '/RidgelineCA/fr-CA/c/mens/')).toEqual({
      siteRef: 'RidgelineCA',
      localeRef: 'fr-CA',
    });
    expect(getParamsFromPath(MULTI_SITE_CONFIG, '/ca/ca-fr/c/mens/')).toEqual({
      siteRef: 'ca',
      localeRef: 'ca-fr',
    });
  });

  it('reads site only', () => {
    expect(getParamsFromPath(MULTI_SITE_CONFIG, '/ca/c/mens/')).toEqual({ siteRef: 'ca' });
  });

  it('reads locale only', () => {
    expect(getParamsFromPath(MULTI_SITE_CONFIG, '/es/product/1')).toEqual({ localeRef: 'es' });
  });

  it('accepts absolute URLs and ignores unknown segments', () => {
    expect(getParamsFromPath(MULTI_SITE_CONFIG, 'https://x.test/us/en')).toEqual({
      siteRef: 'us',
      localeRef: 'en',
    });
    expect(getParamsFromPath(MULTI_SITE_CONFIG, '/mens/jackets')).toEqual({});
  });

  it('does not read query parameters when the config places them in the path', () => {
    expect(getParamsFromPath(MULTI_SITE_CONFIG, '/x?site=ca&locale=ca-fr')).toEqual({});
  });
});

describe('getParamsFromPath with query parameters', () => {
  it('reads site plus locale, site only and locale only', () => {
    expect(getParamsFromPath(QUERY_CONFIG, '/x?site=ca&locale=ca-fr')).toEqual({
      siteRef: 'ca',
      localeRef: 'ca-fr',
    });
    expect(getParamsFromPath(QUERY_CONFIG, '/x?site=RidgelineCA')).toEqual({
      siteRef: 'RidgelineCA',
    });
    expect(getParamsFromPath(QUERY_CONFIG, '/x?locale=es-US')).toEqual({ localeRef: 'es-US' });
  });

  it('mixes placements: site in the query, locale in the path', () => {
    const config = withUrl(MULTI_SITE_CONFIG, { site: 'query_param', locale: 'path' });
    expect(getParamsFromPath(config, '/ca-fr/c/x?site=ca')).toEqual({
      siteRef: 'ca',
      localeRef: 'ca-fr',
    });
  });
});

describe('getParamsFromPath with the default config', () => {
  it('reads the locale segment and never a site', () => {
    expect(getParamsFromPath(APP_CONFIG, '/fr-CA/c/mens/')).toEqual({ localeRef: 'fr-CA' });
    expect(getParamsFromPath(APP_CONFIG, '/rl/c/mens/')).toEqual({});
    expect(getParamsFromPath(APP_CONFIG, '/')).toEqual({});
  });
});
