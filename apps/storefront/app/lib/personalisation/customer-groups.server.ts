import { APP_CONFIG, DEFAULT_CUSTOMER_GROUPS } from '@ridgeline/config';
import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import type { DataLayerAnswer } from './customer-groups';
import { localeConfig } from '../i18n/format';

/**
 * The legacy endpoint's site and locale segments (`Sites-ridgeline-Site`, `en_US`), checked
 * against the configuration; anything else is not an endpoint of this shop.
 */
export function legacyEndpointTarget(siteSegment: string, localeSegment: string) {
  const siteId = /^Sites-(.+)-Site$/.exec(siteSegment)?.[1];
  const site = APP_CONFIG.sites.find((s) => s.id === siteId);
  const locale = localeConfig(localeSegment.replace(/_/g, '-'));
  if (!site || !locale || !site.l10n.supportedLocales.some((l) => l.id === locale.id)) return undefined;
  return { site, locale };
}

const anonymous = (): DataLayerAnswer => ({
  user: { customerId: null, sfccSessionID: null, customerGroups: DEFAULT_CUSTOMER_GROUPS.join('|') },
});

/**
 * Spec 1 §7 "User-specific data layer": the shopper's customer id, session id (the usid — an id,
 * never a token) and customer groups, pipe-separated. A visitor without a session gets the default
 * groups and starts no session (crawlers create nothing).
 */
export async function userDataLayer(context: AppLoadContext): Promise<DataLayerAnswer> {
  if (!context.shopper.token) return anonymous();
  try {
    const groups = await (await context.shopper.client()).getShopperCustomerGroups();
    return {
      user: {
        customerId: groups.customerId,
        sfccSessionID: groups.usid,
        customerGroups: groups.customerGroups.join('|'),
      },
    };
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 401) return anonymous();
    throw error;
  }
}
