import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { data, redirect, useRevalidator } from 'react-router';
import { ContentBlocks } from '~/components/content/content-blocks';
import { loadBlockProducts } from '~/lib/content/block-products.server';
import { shopperLocale } from '~/lib/http/loader-helpers.server';
import { recsClientIdFromEnv } from '~/lib/personalisation/recommendations.server';
import { metaTitle } from '~/lib/seo/meta';
import { contentHubName } from '~/lib/staff/content-hub.server';
import { localizedPath, staffLoginHref } from '~/lib/staff/next-path';
import { staffSession, staffTokenOf } from '~/lib/staff/staff-session.server';
import { loadItemPreview, previewDigest } from '~/lib/staff/visualization.server';
import type { Route } from './+types/visualization';

const NO_STORE = { 'cache-control': 'private, no-store' };

/** The simple visualisation (no live updates) has its own address. */
const isSimple = (pathname: string) => /(?:^|\/)contampviz\//.test(pathname);

/**
 * The authors' visualisation of one content item (spec 3 §2.1): `/visualization/{hubname}/{id}`
 * (real time: it draws each save within a second, without a reload) and `/contampviz/{hubname}/{id}`
 * (the simple one: drawn once). The item's latest saved version, draft or published, as delivery
 * would answer it, drawn with the shop's block renderers in preview mode (preview-only blocks such
 * as auto-refresh show). For a staff session only: anyone else signs in first and comes back. A
 * hub other than this shop's (CONTENT_HUB_NAME) or an unknown item is not found. Private, never
 * stored, never indexed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const staff = await staffSession(request, context);
  const token = staffTokenOf(request);
  const toSignIn = () =>
    redirect(staffLoginHref(localizedPath(request, '/staff/login'), url.pathname + url.search), { headers: NO_STORE });
  if (!staff || !token) throw toSignIn();
  if (params.hubname !== contentHubName()) throw data(null, { status: 404, headers: NO_STORE });
  const { site, query } = shopperLocale(request);
  const answer = await loadItemPreview(request, context, token, params.contentId, query.locale);
  if (answer.outcome === 'signed-out') throw toSignIn();
  if (answer.outcome === 'missing') throw data(null, { status: 404, headers: NO_STORE });
  const { preview } = answer;
  const headers = new Headers(NO_STORE);
  for (const cookie of answer.setCookie) headers.append('set-cookie', cookie);
  return data(
    {
      item: preview.content,
      version: preview.version,
      updatedAt: preview.updatedAt,
      published: preview.published,
      digest: previewDigest(preview),
      live: !isSimple(url.pathname),
      locale: query.locale,
      products: loadBlockProducts(request, context, query, preview.content),
      recommendationEvents: { siteId: site.id, clientId: recsClientIdFromEnv() },
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set('cache-control', NO_STORE['cache-control']);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: metaTitle(
      matches,
      { id: 'visualization.title', defaultMessage: 'Visualization: {name}' },
      { name: loaderData?.item._meta.name ?? '' },
    ),
  },
  { name: 'robots', content: 'noindex' },
];

type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Follows the item's changes (server-sent events from /visualization-events) and reloads the page's
 * data for each: the page draws the new version in place. The address is fixed when first drawn
 * (its digest is where the server starts comparing; the browser sends the last one it heard when it
 * reconnects).
 */
function useLiveUpdates(src: string): LiveState {
  const [address] = useState(src);
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    const source = new EventSource(address);
    const reload = () => void latest.current();
    source.addEventListener('open', () => setState('live'));
    source.addEventListener('change', reload);
    source.addEventListener('gone', reload);
    source.addEventListener('error', () =>
      setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting'),
    );
    return () => source.close();
  }, [address]);
  return state;
}

function LiveStatus({ src }: { src: string }) {
  const state = useLiveUpdates(src);
  return (
    <p role="status" className="text-sm" data-live={state}>
      {state === 'live' ? (
        <FormattedMessage id="visualization.live" defaultMessage="Live: each save shows here at once." />
      ) : state === 'offline' ? (
        <FormattedMessage id="visualization.offline" defaultMessage="Live updates stopped: reload the page." />
      ) : (
        <FormattedMessage id="visualization.connecting" defaultMessage="Connecting for live updates…" />
      )}
    </p>
  );
}

export default function Visualization({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { item, version, published, updatedAt, digest, live, locale, products, recommendationEvents } = loaderData;
  const id = item._meta.deliveryId;
  const events = `/visualization-events/${encodeURIComponent(id)}?locale=${encodeURIComponent(locale)}&v=${encodeURIComponent(digest)}`;
  return (
    <>
      <section
        aria-labelledby="visualization-title"
        className="border-b border-neutral-300 bg-neutral-100 px-4 py-3 text-neutral-900"
        data-visualization={live ? 'live' : 'simple'}
      >
        <div className="mx-auto flex max-w-[97.5rem] flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h1 id="visualization-title" className="text-lg font-bold">
            <FormattedMessage
              id="visualization.title"
              defaultMessage="Visualization: {name}"
              values={{ name: item._meta.name }}
            />
          </h1>
          <p className="text-sm">
            <FormattedMessage
              id="visualization.details"
              defaultMessage="{schema}, version {version}, {status}, saved {saved} (UTC)"
              values={{
                schema: item._meta.schema,
                version,
                status: published
                  ? intl.formatMessage({ id: 'visualization.published', defaultMessage: 'published' })
                  : intl.formatMessage({ id: 'visualization.draft', defaultMessage: 'never published' }),
                saved: intl.formatDate(updatedAt, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }),
              }}
            />
          </p>
          {/* Keyed by item and locale: another item's page follows that item. */}
          {live ? <LiveStatus key={`${id}|${locale}`} src={events} /> : null}
        </div>
      </section>
      <ContentBlocks
        blocks={[item]}
        products={products}
        recommendationEvents={recommendationEvents}
        previewMode
        showRaw
      />
    </>
  );
}
