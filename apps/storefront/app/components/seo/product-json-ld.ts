import type { Product } from '@ridgeline/sdk';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** schema.org Product with one Offer per variant (or one for an item), priced in the page's currency. */
export function productJsonLd(product: Product, origin: string, path: string) {
  const image = product.imageGroups.find((g) => g.viewType === 'large')?.images.map((i) => origin + i.link) ?? [];
  const offers = product.variants.length
    ? product.variants
        .filter((v) => v.price !== undefined)
        .map((v) => ({
          '@type': 'Offer',
          sku: v.productId,
          gtin12: v.upc,
          price: v.price!.toFixed(2),
          priceCurrency: product.currency,
          availability: v.orderable ? IN_STOCK : OUT_OF_STOCK,
          itemCondition: 'https://schema.org/NewCondition',
          url: `${origin}${path}?color=${encodeURIComponent(v.variationValues.color)}&size=${encodeURIComponent(v.variationValues.size)}`,
        }))
    : product.price !== undefined
      ? [
          {
            '@type': 'Offer',
            sku: product.id,
            price: product.price.toFixed(2),
            priceCurrency: product.currency,
            availability: product.inventory.orderable ? IN_STOCK : OUT_OF_STOCK,
            url: origin + path,
          },
        ]
      : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: product.id,
    sku: product.c_styleNumber,
    name: product.name,
    description: product.longDescription ?? product.shortDescription,
    brand: { '@type': 'Brand', name: product.brand },
    image,
    offers,
    ...(product.c_bvAverageRating !== null && product.c_bvReviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.c_bvAverageRating,
            reviewCount: product.c_bvReviewCount,
          },
        }
      : {}),
  };
}
