import { siteContextFromUrl } from '~/lib/site/site';
import { changeStream } from '~/lib/staff/change-stream.server';
import { loadItemPreview, previewDigest } from '~/lib/staff/visualization.server';
import { staffSession, staffTokenOf } from '~/lib/staff/staff-session.server';
import type { Route } from './+types/visualization-events';

const NO_STORE = { 'cache-control': 'private, no-store' };
const refused = (status: 400 | 401 | 404, message: string) =>
  Response.json({ ok: false, status, message }, { status, headers: NO_STORE });

/**
 * The real-time visualisation's live updates (`GET /visualization-events/{contentId}?locale=…&v=…`,
 * spec 3 §2.1): server-sent events, an event `change` each time the item as drawn changes — the
 * item saved through the content management API, or anything it inlines — and `gone` when it is
 * deleted or the staff session ends. Content writes through any instance are heard at once (the
 * change channel, decision 041); with the engine elsewhere the item is read every second. For a
 * live staff session only (401 otherwise, which ends the browser's EventSource); `v` is the digest
 * the page was drawn with. Private, never stored.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = staffTokenOf(request);
  if (!token || !(await staffSession(request, context))) return refused(401, 'Sign in as staff first.');
  const { site } = siteContextFromUrl(request.url);
  const locale = url.searchParams.get('locale') ?? site.l10n.defaultLocale;
  if (!site.l10n.supportedLocales.some((l) => l.id === locale)) return refused(400, 'No such locale.');
  const read = async () => {
    const answer = await loadItemPreview(request, context, token, params.contentId, locale);
    return answer.outcome === 'found' ? previewDigest(answer.preview) : undefined;
  };
  // The first read says whether there is anything to follow.
  const first = await loadItemPreview(request, context, token, params.contentId, locale);
  if (first.outcome === 'missing') return refused(404, 'No such content item.');
  if (first.outcome === 'signed-out') return refused(401, 'Sign in as staff first.');
  const since = request.headers.get('last-event-id') || url.searchParams.get('v') || undefined;
  return changeStream({
    since,
    current: previewDigest(first.preview),
    read,
    changes: context.contentChanges,
    signal: request.signal,
    onError: (error) =>
      context.logger.warn({
        msg: 'Visualisation: the item could not be read',
        contentId: params.contentId,
        error: String(error),
      }),
  });
}
