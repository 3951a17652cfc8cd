import { APP_CONFIG, type AppConfig } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { localePath } from '../../../../../packages/commerce/src/modules/country/locale-urls';
import { buildPathWithUrlConfig } from '../urls';
import { MULTI_SITE_CONFIG, QUERY_CONFIG, withUrl } from '../urls/test-configs';

/** The engine writes the country selector's locale URLs itself; they must be the storefront's own. */
describe("the engine's locale URLs", () => {
  const configs: [string, AppConfig][] = [
    ['the shop', APP_CONFIG],
    [
      'defaults shown, locale in the query',
      { ...APP_CONFIG, url: { site: 'none', locale: 'query_param', showDefaults: true } },
    ],
    ['two sites, site and locale in the path (aliases)', MULTI_SITE_CONFIG],
    ['two sites in the query', QUERY_CONFIG],
    ['two sites in the path, defaults shown', withUrl(MULTI_SITE_CONFIG, { showDefaults: true })],
  ];
  for (const [name, config] of configs) {
    it(`match the storefront's for ${name}`, () => {
      for (const site of config.sites) {
        for (const locale of site.l10n.supportedLocales) {
          for (const path of ['/', '/international', '/c/mens/']) {
            expect(localePath(path, site, locale, config)).toBe(buildPathWithUrlConfig(config, path, { site, locale }));
          }
        }
      }
    });
  }
});
