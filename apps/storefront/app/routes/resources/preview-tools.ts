import { CommerceApiError } from '@ridgeline/sdk';
import { publicOrigin } from '~/lib/http/origin.server';
import { readForm } from '~/lib/http/read-form.server';
import { contentHubName } from '~/lib/staff/content-hub.server';
import { staffSession, staffTokenOf } from '~/lib/staff/staff-session.server';
import type { Route } from './+types/preview-tools';

const PRIVATE = { 'cache-control': 'private, no-store' };
const answer = (body: Record<string, unknown>, status = 200) => Response.json(body, { status, headers: PRIVATE });
const refused = (status: 400 | 401 | 404 | 405, message: string) => answer({ ok: false, status, message }, status);

/** How long a shared link may live, in minutes: an hour, a day, a week (the engine's limit is 7 days). */
export const LINK_LIFETIMES = [60, 24 * 60, 7 * 24 * 60] as const;
const PATH_MAX = 2000;

/** The staff session's token and member, or undefined without a live one. */
async function staffOf(request: Request, context: Route.LoaderArgs['context']) {
  const token = staffTokenOf(request);
  if (!token) return undefined;
  const staff = await staffSession(request, context);
  return staff ? { token, staff } : undefined;
}

/**
 * GET /preview-tools: what the preview toolbar offers staff beyond the spec's sections — the hub
 * name its Visualisation section links with, and the preview links this member shared (the newest
 * 10, live ones first). 401 without a staff session: the toolbar then shows neither.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await staffOf(request, context);
  if (!signedIn) return refused(401, 'Sign in as staff first.');
  const { links } = await context.commerce.forShopper(signedIn.token).listPreviewLinks();
  const shown = links.filter((link) => link.status === 'valid').slice(0, 10);
  return answer({ ok: true, hubName: contentHubName(), links: shown });
}

/**
 * POST /preview-tools, intent `share` (fields `path`, a path of the shop, and `minutes`, one of
 * LINK_LIFETIMES) makes a preview link and answers its address (shown once: only its hash is
 * kept); intent `revoke` (field `id`) ends one. 401 without a staff session; 400 for anything else.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return refused(405, 'Use POST.');
  const signedIn = await staffOf(request, context);
  if (!signedIn) return refused(401, 'Sign in as staff first.');
  const client = context.commerce.forShopper(signedIn.token);
  const form = await readForm(request);
  const intent = form.get('intent');
  try {
    if (intent === 'revoke') {
      const id = String(form.get('id') ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(id)) return refused(400, 'id must be a preview link id.');
      await client.revokePreviewLink(id);
      return answer({ ok: true });
    }
    if (intent !== 'share') return refused(400, 'intent must be share or revoke.');
    const path = String(form.get('path') ?? '');
    const minutes = Number(form.get('minutes'));
    if (!path.startsWith('/') || path.startsWith('//') || path.length > PATH_MAX) {
      return refused(400, 'path must be a path of this shop.');
    }
    if (!LINK_LIFETIMES.includes(minutes as (typeof LINK_LIFETIMES)[number])) {
      return refused(400, `minutes must be one of ${LINK_LIFETIMES.join(', ')}.`);
    }
    const link = await client.createPreviewLink(path, minutes);
    return answer({
      ok: true,
      url: `${publicOrigin(request)}/preview/${link.token}`,
      link: { id: link.id, path: link.path, expiresAt: link.expiresAt },
    });
  } catch (error) {
    if (error instanceof CommerceApiError && error.status < 500) {
      return refused(error.status === 404 ? 404 : error.status === 401 ? 401 : 400, error.message);
    }
    throw error;
  }
}
