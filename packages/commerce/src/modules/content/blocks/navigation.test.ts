import { describe, expect, it } from 'vitest';
import { BLOCK_EXAMPLES, exampleWith, issuesOf, stored } from './testing.js';

const image = { name: 'forest-1-2f5d50', endpoint: 'content' };

describe('navigation and list blocks (spec 3 §3.8)', () => {
  it('accepts every example', () => {
    for (const type of [
      'card-carousel',
      'navigation-tiles',
      'button-group',
      'collection-link',
      'informational-card-gallery',
      'grid-content',
      'story',
    ] as const)
      expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
  });

  it('card carousel: a display from Compact, Grid Viznav or Standard, and at least one card', () => {
    expect(issuesOf('card-carousel', exampleWith('card-carousel', { desktopCardDisplay: 'Grid', cards: [] }))).toEqual([
      'desktopCardDisplay: must be one of: Standard, Compact, Grid Viznav',
      'cards: at least 1 item',
    ]);
    expect(
      stored('card-carousel', exampleWith('card-carousel', { desktopCardDisplay: undefined })).desktopCardDisplay,
    ).toBe('Standard');
  });

  it('story: up to 10 slides (spec 3 §9), each with its headline', () => {
    const card = { image, altText: '', cardHeadline: 'Day' };
    expect(issuesOf('story', exampleWith('story', { cards: Array.from({ length: 11 }, () => card) }))).toEqual([
      'cards: at most 10 items',
    ]);
    expect(issuesOf('story', exampleWith('story', { cards: [{ image, altText: '' }] }))).toEqual([
      'cards.0.cardHeadline: required',
    ]);
  });

  it('story: rich text of the title card is sanitised, colours come from the vocabularies', () => {
    const body = stored('story', {
      titleCardObj: {
        headline: 'Wild',
        body: '<p onmouseover="steal()">Three <em>days</em></p><img src=x onerror=alert(1)>',
        color: 'warm-1',
      },
      cards: [{ image, altText: '', cardHeadline: 'Day one' }],
    });
    expect(body.titleCardObj).toMatchObject({ body: '<p>Three <em>days</em></p>', color: 'warm-1' });
    expect(
      issuesOf('story', exampleWith('story', { titleCardObj: { headline: 'Wild', headlineColor: 'black' } })),
    ).toEqual([
      'titleCardObj.headlineColor: must be one of: primary, primary-inverted, secondary, brand, sale, warm-large, dry-on-white, cool-on-white, protected-on-white',
    ]);
  });

  it('button group: placement Above or Inline, behaviour Content Overflow or Content Stack', () => {
    expect(
      issuesOf(
        'button-group',
        exampleWith('button-group', {
          headerText: { sectionHeaderText: 'Men', placement: 'Below' },
          responsiveBehavior: 'Wrap',
        }),
      ),
    ).toEqual([
      'headerText.placement: must be one of: Above, Inline',
      'responsiveBehavior: must be one of: Content Overflow, Content Stack',
    ]);
  });

  it('navigation tiles: each tile a label, a picture and a link that is safe', () => {
    expect(
      issuesOf('navigation-tiles', { childTiles: [{ text: 'Jackets', image, altText: '', link: 'data:text/html,x' }] }),
    ).toEqual(['childTiles.0.link: must be a relative path starting with / or an http(s) URL, without spaces']);
    expect(issuesOf('navigation-tiles', { childTiles: [{ image, altText: '', link: '/c/x' }] })).toEqual([
      'childTiles.0.text: required',
    ]);
  });

  it('informational cards keep markdown and lose raw HTML', () => {
    const body = stored('informational-card-gallery', {
      cards: [{ headline: 'Care', body: '> Wash **cold** <script>alert(1)</script><b onclick="x">now</b>' }],
    });
    expect(body.cards).toEqual([{ headline: 'Care', body: '> Wash **cold** now' }]);
  });

  it('grid content: 2 to 4 columns', () => {
    expect(issuesOf('grid-content', exampleWith('grid-content', { columns: 5 }))).toEqual(['columns: at most 4']);
    expect(issuesOf('grid-content', exampleWith('grid-content', { columns: 2.5 }))).toEqual([
      'columns: must be a whole number',
    ]);
  });
});
