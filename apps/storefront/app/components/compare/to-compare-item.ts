import type { TileProduct } from '~/lib/listing/tile-product';
import type { CompareItem } from '~/lib/listing/compare';

/** What the compare table needs of a listing hit. */
export function toCompareItem(product: TileProduct, href: string): CompareItem {
  const values = (id: 'color' | 'size') =>
    product.variationAttributes.find((a) => a.id === id)?.values.map((v) => v.name) ?? [];
  return {
    productId: product.productId,
    productName: product.productName,
    href,
    image: product.image ? { link: product.image.link, alt: product.image.alt } : undefined,
    price: product.price,
    priceMax: product.priceMax,
    listPrice: product.listPrice,
    currency: product.currency,
    colors: values('color'),
    sizes: values('size'),
    rating: product.c_bvAverageRating,
    custom: {
      c_isNew: product.c_isNew,
      c_isSale: product.c_isSale,
      c_technologyGridBadge: product.c_technologyGridBadge,
    },
  };
}
