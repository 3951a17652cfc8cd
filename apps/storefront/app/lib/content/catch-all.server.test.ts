import { CommerceApiError, type CommerceClient, type ContentResponse, type UrlMapping } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { catchAllLoader } from './catch-all.server';

const notFound = new CommerceApiError(404, 'not_found', 'not found');
const spring: ContentResponse = {
  content: {
    _meta: { schema: 'content-page', name: 'Spring sale', deliveryId: 'd-1', deliveryKey: 'spring-sale' },
    title: 'Spring sale',
    content: [],
  },
};

/** A shop whose URL mapping and content service answer as given; a guest without a session. */
function shop(
  mapping: UrlMapping | undefined | Error,
  content: ContentResponse | Error = { error: { type: 'CONTENT_NOT_FOUND' } },
) {
  const client = {
    getUrlMapping: vi.fn(async () => {
      if (mapping instanceof Error) throw mapping;
      if (!mapping) throw notFound;
      return mapping;
    }),
    fetchContent: vi.fn(async () => {
      if (content instanceof Error) throw content;
      return [content];
    }),
    getCategory: vi.fn(async (id: string) => ({ id, c_slugUrl: 'mens' })),
  };
  const context = {
    commerce: client as unknown as CommerceClient,
    shopper: { token: undefined },
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
  } as unknown as AppLoadContext;
  return { client, context };
}

const get = (path: string) => new Request(`https://shop.test${path}`);

/** What the loader threw or returned, as status, location and body. */
async function answer(path: string, context: AppLoadContext) {
  try {
    const result = (await catchAllLoader(get(path), context)) as unknown as { data: unknown; init?: ResponseInit };
    return { status: result.init?.status ?? 200, data: result.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    return { status: (thrown as { init?: ResponseInit }).init?.status };
  }
}

describe('catchAllLoader (spec 1 §2 hybrid routing)', () => {
  it('answers 404 for a path nothing maps, without asking for content', async () => {
    const { client, context } = shop(undefined);
    expect(await answer('/no/such/page.html', context)).toEqual({ status: 404 });
    expect(client.fetchContent).not.toHaveBeenCalled();
  });

  it('redirects a stored redirect to its destination', async () => {
    const { context } = shop({ resourceType: 'redirect', destinationUrl: '/store-locator' });
    expect(await answer('/fr-CA/stores/', context)).toEqual({ status: 301, location: '/fr-CA/store-locator' });
  });

  it('renders the content page keyed by the path when it ends in /, for the default groups', async () => {
    const { client, context } = shop({ resourceType: 'content_asset', resourceId: 'spring-sale' }, spring);
    const page = await answer('/fr-CA/Spring-Sale/', context);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ kind: 'content', item: { title: 'Spring sale' }, groups: { customerId: null } });
    expect(client.getUrlMapping).toHaveBeenCalledWith({ urlSegment: '/Spring-Sale/', locale: 'fr-CA' });
    expect(client.fetchContent).toHaveBeenCalledWith([{ key: 'spring-sale' }], {
      locale: 'fr-CA',
      depth: 'all',
      format: 'inlined',
      customerGroups: ['Unregistered', 'Everyone'],
    });
  });

  it('301s to the slash version, query kept, when the path has no trailing slash', async () => {
    const { context } = shop({ resourceType: 'content_asset', resourceId: 'spring-sale' }, spring);
    expect(await answer('/spring-sale?utm_source=mail', context)).toEqual({
      status: 301,
      location: '/spring-sale/?utm_source=mail',
    });
  });

  it("treats a content page switched off (active: false, spec 3 §7) as no content: the asset's own page", async () => {
    const off: ContentResponse = { content: { ...spring.content!, active: false } };
    const { context } = shop({ resourceType: 'content_asset', resourceId: 'spring-sale' }, off);
    expect(await answer('/spring-sale/', context)).toMatchObject({ status: 301, location: '/t/spring-sale' });
    const on: ContentResponse = { content: { ...spring.content!, active: true } };
    expect(
      await answer('/spring-sale/', shop({ resourceType: 'content_asset', resourceId: 'spring-sale' }, on).context),
    ).toMatchObject({
      status: 200,
      data: { kind: 'content' },
    });
  });

  it("sends a category without content at its path to the category's own page", async () => {
    const { context } = shop({ resourceType: 'category', resourceId: 'mens-clothing' });
    expect(await answer('/mens/', context)).toEqual({ status: 301, location: '/c/mens' });
  });

  it('shows the refresh page (503, reload with r=1) when the content service fails, then gives up to page-not-found', async () => {
    const down = new CommerceApiError(502, 'bad_gateway', 'down');
    const { context } = shop({ resourceType: 'content_asset', resourceId: 'spring-sale' }, down);
    expect(await answer('/fr-CA/spring-sale/', context)).toEqual({
      status: 503,
      data: { kind: 'refresh', to: '/fr-CA/spring-sale/?r=1' },
    });
    expect(await answer('/fr-CA/spring-sale/?r=1', context)).toEqual({
      status: 302,
      location: '/fr-CA/page-not-found',
    });
  });

  it('shows the refresh page when the mapping lookup itself fails, and logs it', async () => {
    const { context } = shop(new Error('connection reset'));
    expect(await answer('/anything/', context)).toMatchObject({ status: 503, data: { to: '/anything/?r=1' } });
    expect(context.logger.error).toHaveBeenCalledWith(expect.objectContaining({ msg: 'URL mapping lookup failed' }));
    expect(await answer('/anything/?r=1', context)).toEqual({ status: 302, location: '/page-not-found' });
  });
});
