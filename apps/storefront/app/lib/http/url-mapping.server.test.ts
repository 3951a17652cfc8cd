import { APP_CONFIG } from '@ridgeline/config';
import { CommerceApiError, type Category, type CommerceClient, type Product, type UrlMapping } from '@ridgeline/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectMappedPath } from './url-mapping.server';

const LEGACY = APP_CONFIG.legacyStorefrontOrigin;
const notFound = new CommerceApiError(404, 'not_found', 'not found');

/** A client that knows one mapping (or failure) and a few resources. */
function commerce(
  mapping: UrlMapping | undefined | Error,
  resources: { category?: Partial<Category>; product?: Partial<Product> } = {},
) {
  const client = {
    getUrlMapping: vi.fn(() => (mapping instanceof Error ? Promise.reject(mapping) : Promise.resolve(mapping))),
    getCategory: vi.fn(() => (resources.category ? Promise.resolve(resources.category) : Promise.reject(notFound))),
    getProduct: vi.fn(() => (resources.product ? Promise.resolve(resources.product) : Promise.reject(notFound))),
  };
  return { client, commerce: client as unknown as CommerceClient };
}

const request = (path: string) => new Request(`http://shop.test${path}`);

async function redirected(path: string, client: CommerceClient) {
  const response = await redirectMappedPath(request(path), client);
  return { status: response.status, location: response.headers.get('location') };
}

async function expectNotFound(path: string, client: CommerceClient) {
  await expect(redirectMappedPath(request(path), client)).rejects.toMatchObject({ init: { status: 404 } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('redirectMappedPath', () => {
  it('looks the path up without its locale prefix, in the shopper’s locale', async () => {
    const { client, commerce: c } = commerce({ resourceType: 'redirect', destinationUrl: '/store-locator' });
    expect(await redirected('/fr-CA/stores/', c)).toEqual({ status: 301, location: '/fr-CA/store-locator' });
    expect(client.getUrlMapping).toHaveBeenCalledWith({ urlSegment: '/stores/', locale: 'fr-CA' });
    await redirected('/mens/caf%C3%A9/', c);
    expect(client.getUrlMapping).toHaveBeenLastCalledWith({ urlSegment: '/mens/caf%C3%A9/', locale: 'en-US' });
  });

  it('follows a stored redirect with its own status, to the legacy storefront too', async () => {
    const url = `${LEGACY}/on/demandware.store/Sites-ridgeline-Site/en_US/GiftCert-Purchase`;
    const { commerce: c } = commerce({ resourceType: 'redirect', destinationUrl: url, statusCode: 302 });
    expect(await redirected('/gift-certificates/', c)).toEqual({ status: 302, location: url });
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never redirects off-site: %j is a 404',
    async (destinationUrl) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expectNotFound('/old/', commerce({ resourceType: 'redirect', destinationUrl }).commerce);
    },
  );

  it('sends a category to its canonical URL, keeping campaign parameters', async () => {
    const category = { id: 'mens-clothing-jackets', c_slugUrl: 'mens-jackets' };
    const { client, commerce: c } = commerce({ resourceType: 'category', resourceId: category.id }, { category });
    expect(await redirected('/mens/jackets/?utm_source=mail', c)).toEqual({
      status: 301,
      location: '/c/mens-jackets?utm_source=mail',
    });
    expect(client.getCategory).toHaveBeenCalledWith('mens-clothing-jackets', { locale: 'en-US', levels: 0 });
    expect((await redirected('/en-CA/mens/jackets/', c)).location).toBe('/en-CA/c/mens-jackets');
  });

  it('sends a category whose custom URL is this very path, or another site, to /c/{id}/', async () => {
    const here = { id: 'mens-clothing-fleece', c_alternativeUrl: '/mens-warm-layers/' };
    const mapping = { resourceType: 'category', resourceId: here.id } as const;
    expect((await redirected('/Mens-Warm-Layers', commerce(mapping, { category: here }).commerce)).location).toBe(
      '/c/mens-clothing-fleece/',
    );
    const away = { id: 'footwear-sandals', c_alternativeUrl: 'https://blog.example.com/sandals/' };
    expect((await redirected('/sandals.html', commerce(mapping, { category: away }).commerce)).location).toBe(
      '/c/footwear-sandals/',
    );
  });

  it('sends a product to /p/{slug} in the shopper’s locale, and a content asset to /t/{id}', async () => {
    const product = { id: 'RL100003', slugUrl: 'camp-mug-rl100003' };
    const { client, commerce: c } = commerce({ resourceType: 'product', resourceId: 'RL100003' }, { product });
    expect(await redirected('/fr-CA/RL100003.html', c)).toEqual({
      status: 301,
      location: '/fr-CA/p/camp-mug-rl100003',
    });
    expect(client.getProduct).toHaveBeenCalledWith('RL100003', { locale: 'fr-CA', currency: 'CAD' });
    const content = commerce({ resourceType: 'content_asset', resourceId: 'about-us' }).commerce;
    expect((await redirected('/about-us.html', content)).location).toBe('/t/about-us');
  });

  it('is a 404 when nothing maps, the resource is gone, or the answer would loop', async () => {
    await expectNotFound('/no/such/page', commerce(undefined).commerce);
    await expectNotFound('/RL100003.html', commerce({ resourceType: 'product', resourceId: 'RL100003' }).commerce);
    await expectNotFound(
      '/store-locator/',
      commerce({ resourceType: 'redirect', destinationUrl: '/Store-Locator' }).commerce,
    );
    await expectNotFound('/c/%E0', commerce(new CommerceApiError(400, 'invalid_input', 'malformed')).commerce);
  });

  it('logs a failed lookup and answers 404 rather than the error page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectNotFound('/mens/', commerce(new CommerceApiError(500, 'internal', 'down')).commerce);
    expect(log).toHaveBeenCalledWith('URL mapping lookup failed', expect.any(CommerceApiError));
  });
});
