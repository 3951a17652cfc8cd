import { randomBytes, randomUUID } from 'node:crypto';
import type { TargetingAction, TargetingDecision } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { consentAllows } from '../consent/consent.server';
import { readCookie, shopCookie } from '../http/cookies';
import { shopperLocale } from '../http/loader-helpers.server';
import { requestCustomerGroups } from '../personalisation/request-groups.server';
import { requestToolkitContext } from '../toolkit/toolkit.server';
import { MONETATE_COOKIE, MONETATE_COOKIE_SECONDS, type PageFacts } from './page-facts';

/** The decision service's account (TARGETING_SHORTNAME, `ridgeline` by default), as the engine's. */
export const targetingShortname = (env: NodeJS.ProcessEnv = process.env) =>
  env.TARGETING_SHORTNAME?.trim() || 'ridgeline';

const MONETATE_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** What the page's overlays get: the actions of the targeting slots and the content groups. */
export type PageDecision = { actions: TargetingAction[]; amplienceGroups: string[] };
/** With `explain`: every rule's verdict, the weather and the place decided for (the personalisation test pages). */
export type ExplainedDecision = PageDecision & {
  rules: NonNullable<TargetingDecision['data']['rules']>;
  weather: TargetingDecision['data']['weather'];
  country?: string;
};

/**
 * The decision for one page view (spec 3 §3.13, §7): the page's facts as events, the visitor's
 * groups, country and `mt.aa` id, and — previewing or with the Storefront Toolkit — the moment,
 * simulated groups and qualifiers. Answers the decision and the cookie to set (a new visitor's id,
 * or the same id for 30 more minutes).
 */
export async function decideForPage(
  request: Request,
  context: AppLoadContext,
  page: PageFacts,
  { explain = false }: { explain?: boolean } = {},
): Promise<{ decision: ExplainedDecision; cookie: string | undefined }> {
  const { query } = shopperLocale(request);
  const [groups, toolkit, country] = await Promise.all([
    requestCustomerGroups(request, context),
    requestToolkitContext(request, context),
    context.visitorCountry?.().catch(() => undefined) ?? Promise.resolve(undefined),
  ]);
  // Identifiers wait for personalisation consent (decision 053): without it the decision is made on
  // the page alone, with no id, no customer and no cookie (one kept from before is dropped).
  // Judged for the page shown (its locale's region), not the route's own address.
  const pageRequest = new Request(new URL(page.path, request.url), { headers: request.headers });
  const identified = consentAllows(pageRequest, 'personalisation');
  const sent = readCookie(request, MONETATE_COOKIE);
  const monetateId = !identified
    ? undefined
    : sent && MONETATE_ID.test(sent)
      ? sent
      : `2.${randomBytes(12).toString('base64url')}`;
  const moment = context.preview?.current?.timestamp ?? toolkit?.effectiveDateTime;
  const qualifiers = { ...(toolkit?.customQualifiers ?? {}), ...(toolkit?.assignmentQualifiers ?? {}) };
  const preview = {
    ...(moment ? { effectiveDateTime: moment } : {}),
    ...(toolkit?.customerGroupIds?.length ? { customerGroups: toolkit.customerGroupIds } : {}),
    ...(Object.keys(qualifiers).length ? { qualifiers } : {}),
  };
  const answer = await context.commerce.decideTargeting(targetingShortname(), {
    channel: `ridgeline/${query.locale}/web`,
    ...(monetateId ? { monetateId } : {}),
    locale: query.locale,
    currency: query.currency,
    ...(identified && groups.customerId ? { customerId: groups.customerId } : {}),
    customerGroups: groups.customerGroups,
    ...(country ? { country } : {}),
    ...(Object.keys(preview).length ? { preview } : {}),
    ...(explain ? { explain } : {}),
    events: [
      {
        eventType: 'monetate:context:PageView',
        pageType: page.pageType,
        path: page.path,
        ...(page.categoryId ? { categories: [page.categoryId] } : {}),
      },
      ...(page.productId
        ? [{ eventType: 'monetate:context:ProductDetailView' as const, products: [{ productId: page.productId }] }]
        : []),
      ...(page.searchTerm ? [{ eventType: 'monetate:context:Search' as const, searchTerm: page.searchTerm }] : []),
      { eventType: 'monetate:decision:DecisionRequest', requestId: randomUUID() },
    ],
  });
  return {
    decision: {
      actions: answer.data.responses[0]?.actions ?? [],
      amplienceGroups: answer.data.amplienceGroups,
      rules: answer.data.rules ?? [],
      weather: answer.data.weather,
      ...(answer.data.userLocation.country ? { country: answer.data.userLocation.country } : {}),
    },
    cookie: monetateId
      ? shopCookie(request, MONETATE_COOKIE, monetateId, { maxAge: MONETATE_COOKIE_SECONDS })
      : sent !== undefined
        ? shopCookie(request, MONETATE_COOKIE, '', { maxAge: 0 })
        : undefined,
  };
}
