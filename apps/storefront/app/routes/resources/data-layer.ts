import { legacyEndpointTarget, userDataLayer } from '~/lib/personalisation/customer-groups.server';
import type { Route } from './+types/data-layer';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET /on/demandware.store/Sites-{siteId}-Site/{en_US}/Dtm-UserSpecificDataLayer (spec 1 §7): the
 * legacy storefront's data-layer endpoint, served here for the shopper's own session so content
 * groups work without the legacy storefront (docs/decisions/024).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!legacyEndpointTarget(params.site, params.locale)) {
    return Response.json(
      { error: { code: 'not_found', message: 'No such site or locale.' } },
      { status: 404, headers: PRIVATE },
    );
  }
  try {
    return Response.json(await userDataLayer(context), { headers: PRIVATE });
  } catch (error) {
    // Spec 1 §8: a data-layer failure is logged; the browser keeps the default groups.
    context.logger.warn({ msg: 'Data layer could not be answered', error: String(error) });
    return Response.json(
      { error: { code: 'unavailable', message: 'The data layer is not available right now.' } },
      { status: 502, headers: PRIVATE },
    );
  }
}
