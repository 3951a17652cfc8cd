import { useEffect } from 'react';
import type { MetaDescriptor } from 'react-router';
import { contentMeta, readContentSeo } from '~/lib/seo/content-seo';
import { PageBlocks, titleOf, type PageContentData } from './page-blocks';

/** What the catch-all's loader gives a page to show (lib/content/catch-all.server.ts). */
export type CatchAllData = ({ kind: 'content' } & PageContentData) | { kind: 'refresh'; to: string };

/**
 * Spec 1 §2's skeleton and refresh page: the content could not be had, so the page shows its
 * outline and reloads itself once with r=1 (a full load: whatever failed gets a second chance);
 * the server sends that second visit on to page-not-found if it fails again.
 */
export function RefreshPage({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-6" aria-busy="true" data-refresh-page="">
      <div className="aspect-[16/9] max-h-[32rem] w-full animate-pulse rounded bg-neutral-100 motion-reduce:animate-none" />
      <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="aspect-square animate-pulse rounded bg-neutral-100 motion-reduce:animate-none" />
        ))}
      </div>
      <noscript>
        <a href={to} className="mt-6 inline-block underline">
          {to}
        </a>
      </noscript>
    </div>
  );
}

/** A content page rendered where the URL mapping found it, or the refresh page. */
export function CatchAllPage({ data }: { data: CatchAllData }) {
  if (data.kind === 'refresh') return <RefreshPage to={data.to} />;
  return <PageBlocks content={data} />;
}

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; data?: unknown; meta?: MetaDescriptor[] } | undefined>;
  location: { pathname: string };
};

/** A catch-all content page's head (from its `seo`); undefined for anything else. */
export function catchAllMeta(data: CatchAllData | null | undefined, { matches, location }: MetaArgs) {
  if (data?.kind !== 'content') return undefined;
  const origin = (matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? '';
  return contentMeta(readContentSeo(data.item), {
    title: titleOf(data.item) ?? data.item._meta.name,
    origin,
    url: origin + location.pathname,
  });
}

export { localeLayoutMeta } from './locale-layout-meta';
