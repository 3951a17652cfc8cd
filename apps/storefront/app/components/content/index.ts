/** The storefront's content blocks (spec 3 §2.4) and the footer from content (§2.5): what routes render. */
export { ContentBlock, ContentBlocks, type ContentBlocksProps } from './content-blocks';
export { allStatic, containedBlocks } from './block-kinds';
export { ContentFooter, type ContentFooterProps } from './footer/content-footer';
export { ProductDetailText } from './blocks/product-detail-text';
export type { BlockProducts, ContentEnvironment } from './content-environment';
