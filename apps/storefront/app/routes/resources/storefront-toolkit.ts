import { CommerceApiError } from '@ridgeline/sdk';
import { readForm } from '~/lib/http/read-form.server';
import {
  checkToolkitContext,
  requestToolkitContext,
  resetToolkitContext,
  saveToolkitContext,
  toolkitCookie,
  toolkitPolicy,
} from '~/lib/toolkit/toolkit.server';
import { toolkitAllowed } from '~/lib/toolkit/toolkit-access.server';
import type { Route } from './+types/storefront-toolkit';

const PRIVATE = { 'cache-control': 'private, no-store' };

const answer = (body: Record<string, unknown>, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE, ...headers } });

const notAvailable = () => answer({ ok: false, status: 404, message: 'This feature is not currently available.' }, 404);

/**
 * GET /storefront-toolkit: what the toolkit's drawer shows: the context saved for this session and
 * the customer groups it can simulate (the engine's list). 404 when the toolkit is off or, under
 * STOREFRONT_TOOLKIT=staff, for anyone without a staff session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await toolkitAllowed(request, context, toolkitPolicy()))) return notAvailable();
  const [saved, folder] = await Promise.all([
    requestToolkitContext(request, context),
    context.commerce.getCustomerGroupsFolder().catch((error: unknown) => {
      context.logger.warn({ msg: 'The customer group list could not be loaded', error: String(error) });
      return undefined;
    }),
  ]);
  return answer({ ok: true, context: saved ?? {}, customerGroups: folder?.c_customerGroups ?? [] });
}

/**
 * POST /storefront-toolkit, intent `save` (field `context`: the context as JSON) or `exit`. Save
 * keeps it as the session's shopper context (a guest session starts when there is none) and sets
 * the toolkit's cookie with a new cache hash; exit puts the context back to blank and drops the
 * cookie. A context the engine's limits refuse is a 400 naming the rule; the engine failing, 502.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return answer({ ok: false, status: 405, message: 'Use POST.' }, 405);
  if (!(await toolkitAllowed(request, context, toolkitPolicy()))) return notAvailable();
  const form = await readForm(request);
  const intent = form.get('intent');
  try {
    if (intent === 'exit') {
      await resetToolkitContext(request, context);
      return answer({ ok: true }, 200, { 'set-cookie': toolkitCookie(request, false).header });
    }
    if (intent !== 'save') return answer({ ok: false, status: 400, message: 'intent must be save or exit.' }, 400);
    let sent: unknown;
    try {
      sent = JSON.parse(String(form.get('context') ?? ''));
    } catch {
      return answer({ ok: false, status: 400, message: 'context must be JSON.' }, 400);
    }
    const checked = checkToolkitContext(sent);
    if ('problem' in checked) return answer({ ok: false, status: 400, message: checked.problem }, 400);
    const saved = await saveToolkitContext(request, context, checked.context);
    const cookie = toolkitCookie(request, true);
    return answer({ ok: true, context: saved, hash: cookie.hash }, 200, { 'set-cookie': cookie.header });
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 400) {
      return answer({ ok: false, status: 400, message: error.message }, 400);
    }
    context.logger.error({ msg: 'The toolkit context could not be saved', error: String(error) });
    return answer({ ok: false, status: 502, message: 'Something wrong with the update' }, 502);
  }
}
