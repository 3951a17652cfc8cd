import { describe, expectTypeOf, it } from 'vitest';
import type {
  BlockType,
  ContentBlock,
  ContentBlockOf,
  HeroBanner,
  LinkTarget,
  ProductDetailConfiguration,
} from './index.js';
import type { ContentHref, ContentLinkObject } from './types.js';

// Checked by the typecheck: the renderers' contract, i.e. what the delivered types promise.
describe('delivered types', () => {
  it('give defaulted fields as always present, and vocabularies as unions', () => {
    expectTypeOf<ProductDetailConfiguration['enableBazaarvoice']>().toEqualTypeOf<boolean>();
    expectTypeOf<HeroBanner['layout']['verticalAlignment']>().toEqualTypeOf<'Top' | 'Middle' | 'Bottom'>();
    expectTypeOf<HeroBanner['preheader']>().toEqualTypeOf<{ text: string; color?: ContentBlockColor } | undefined>();
    expectTypeOf<NonNullable<HeroBanner['imageObject']['linkTarget']>>().toEqualTypeOf<LinkTarget>();
    expectTypeOf<ContentHref>().toEqualTypeOf<ContentLinkObject | string>();
  });

  it('name one block type of the union by its schema', () => {
    expectTypeOf<ContentBlockOf<'story'>['cards'][number]['cardHeadline']>().toEqualTypeOf<string>();
    expectTypeOf<ContentBlockOf<'story'>>().toExtend<ContentBlock>();
    expectTypeOf<ContentBlock['_meta']['schema']>().toEqualTypeOf<BlockType>();
  });
});

type ContentBlockColor = NonNullable<NonNullable<HeroBanner['headline']>['color']>;
