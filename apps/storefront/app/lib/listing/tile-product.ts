import type { Image, ProductSummary, Recommendations } from '@ridgeline/sdk';
import { tileImages, type ImageGroupOf } from './tile-images';

/** An image as a tile uses it: the link only (the tile's picture is decorative; its name is the link text). */
export type TileImage = Pick<Image, 'link'>;

/**
 * What a product tile shows, and nothing more (decision 030). A whole search hit carries every
 * image of every colour with four fields each; a listing page sends 47 of them to the browser to
 * hydrate, and three quarters of that data were images no tile shows. A `ProductSummary` is a
 * `TileProduct` as it is; `toTileProduct` trims one for pages that send many.
 */
export type TileProduct = Pick<
  ProductSummary,
  | 'productId'
  | 'productName'
  | 'slugUrl'
  | 'currency'
  | 'price'
  | 'priceMax'
  | 'listPrice'
  | 'memberExclusive'
  | 'c_colorID'
  | 'c_technologyGridBadge'
  | 'c_isNew'
  | 'c_isSale'
  | 'c_bvAverageRating'
> & {
  /** The product's main image: the compare drawer shows it. */
  image?: Pick<Image, 'link' | 'alt'>;
  imageGroups: ImageGroupOf<TileImage>[];
  variationAttributes: {
    id: ProductSummary['variationAttributes'][number]['id'];
    name: string;
    values: { value: string; name: string; orderable: boolean; swatch?: TileImage }[];
  }[];
  /** The colour a search matched (a refined colour shows first). */
  representedColor?: string;
};

/** A recommender's answer with its products cut down to their tiles. */
export type TileRecommendations = Omit<Recommendations, 'recs'> & { recs: TileProduct[] };

/**
 * A summary cut down to its tile: each colour's carousel images (large, at most 4, without video
 * stills and placeholders), swatch links, and the fields the tile, its badges and compare read.
 */
export function toTileProduct(product: ProductSummary & { representedColor?: string }): TileProduct {
  return withoutUndefined({
    productId: product.productId,
    productName: product.productName,
    slugUrl: product.slugUrl,
    currency: product.currency,
    price: product.price,
    priceMax: product.priceMax,
    listPrice: product.listPrice,
    memberExclusive: product.memberExclusive,
    c_colorID: product.c_colorID,
    c_technologyGridBadge: product.c_technologyGridBadge,
    c_isNew: product.c_isNew,
    c_isSale: product.c_isSale,
    c_bvAverageRating: product.c_bvAverageRating,
    representedColor: product.representedColor,
    image: product.image ? { link: product.image.link, alt: product.image.alt } : undefined,
    imageGroups: product.imageGroups
      .filter((group) => group.viewType === 'large')
      .map((group) => ({
        viewType: group.viewType,
        variationAttributes: group.variationAttributes,
        images: tileImages([group], undefined).map((image) => ({ link: image.link })),
      })),
    variationAttributes: product.variationAttributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      values: attribute.values.map(({ value, name, orderable, swatch }) =>
        swatch ? { value, name, orderable, swatch: { link: swatch.link } } : { value, name, orderable },
      ),
    })),
  });
}

/**
 * Leaves out the fields a product does not have, as its JSON did: a missing key costs nothing to
 * send, and spreading an enrichment over a hit never blanks a field the enrichment lacks.
 */
function withoutUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
