// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { Blank } from './blank';
import { ButtonGroup } from './button-group';
import { CardCarousel } from './card-carousel';
import { GridContent, InformationalCardGallery } from './card-grids';
import { CollectionLink } from './collection-link';
import { MessagingBanner } from './messaging-banner';
import { AdjustableHero, Billboard, CategoryBanner, MomentsBanner } from './picture-banners';
import { Promotions } from './promotions';
import { NavigationTiles } from './navigation-tiles';
import { Video, VideoHero } from './videos';

afterEach(cleanup);

const meta = (schema: string) => ({ _meta: { schema, name: `A ${schema}`, deliveryId: `${schema}-1` } });
const image = (name = 'lake-1-1f4e79') => ({ endpoint: 'content', name });
const render = (ui: React.ReactElement) => renderInShop(ui).container;

describe('banners (spec 3 §2.4, §3.5)', () => {
  it('messaging banner: headline in its font colour on its background, legal text, the line a link with an arrow, buttons', () => {
    render(
      <MessagingBanner
        block={
          {
            ...meta('messaging-banner'),
            headline: {
              localizableText: 'Free returns, always',
              legalText: '<p>Within 60 days.</p>',
              font: 'secondary',
              fontColor: 'sale',
            },
            backgroundColor: 'warm-1',
            buttonGroupSection: {
              url: '/t/returns',
              addArrowForwardIcon: true,
              buttonGroup: [{ buttonText: 'Start a return', buttonColor: 'brand', url: '/account/orders' }],
              addButtonGroupOnNewLine: true,
            },
          } as never
        }
      />,
    );
    const line = screen.getByRole('link', { name: 'Free returns, always' });
    expect(line.getAttribute('href')).toBe('/t/returns');
    expect(line.querySelector('svg')).toBeTruthy();
    const section = line.closest('section')!;
    expect(section.className).toContain('bg-surface-warm-1');
    expect(section.className).toContain('text-font-sale');
    expect(screen.getByText('Within 60 days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a return' }).className).toContain('bg-surface-brand');
    expect(section.firstElementChild!.className).toContain('flex-col');
  });

  it('category, adjustable, moments banners and billboard show their words, pictures and links', () => {
    render(
      <>
        <CategoryBanner
          block={
            {
              ...meta('category-banner'),
              headline: 'Rain shells',
              body: 'Dry on every trail.',
              backgroundColor: 'cool-1',
            } as never
          }
        />
        <AdjustableHero
          block={
            {
              ...meta('adjustable-hero'),
              image: image(),
              altText: 'A lake at dusk',
              height: 'large',
              overlayOpacity: 40,
              headline: { text: 'Paddle season' },
              buttons: [{ text: 'Shop paddling', link: '/c/paddle' }],
            } as never
          }
        />
        <MomentsBanner
          block={
            {
              ...meta('moments-banner'),
              eyebrow: 'First snow',
              headline: 'Winter is here',
              image: image('snow-2-ffffff'),
              altText: 'Snowy pines',
              imagePosition: 'Right',
              backgroundColor: 'brand',
              cta: { text: 'Shop winter', link: '/c/winter' },
            } as never
          }
        />
        <Billboard
          block={
            {
              ...meta('billboard'),
              image: image(),
              altText: '',
              headline: 'Go further',
              subheadline: 'Lighter packs',
              cta: { text: 'Explore packs', link: '/c/packs' },
            } as never
          }
        />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Rain shells' }).closest('section')!.className).toContain(
      'bg-surface-cool-1',
    );
    expect(screen.getByRole('img', { name: 'A lake at dusk' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paddle season' }).closest('section')!.className).toContain(
      'min-h-[36rem]',
    );
    expect(screen.getByRole('link', { name: 'Shop paddling' }).getAttribute('href')).toBe('/c/paddle');
    // Dark background: readable words, a white button.
    const moments = screen.getByRole('heading', { name: 'Winter is here' }).closest('section')!;
    expect(moments.className).toContain('text-font-primary-inverted');
    expect(screen.getByRole('link', { name: 'Shop winter' }).className).toContain('bg-surface-white');
    expect(screen.getByRole('img', { name: 'Snowy pines' }).className).toContain('md:order-2');
    expect(screen.getByText('Lighter packs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore packs' })).toBeTruthy();
  });

  it('promotions: each offer with its code to copy and its terms', () => {
    render(
      <Promotions
        block={
          {
            ...meta('promotions'),
            headline: 'This week',
            promotions: [
              {
                title: '20% off packs',
                description: '<p>All day packs.</p>',
                promoCode: 'PACK20',
                legalLink: { linkText: 'Terms', legalBody: '<p>Ends Sunday.</p>' },
              },
              { title: 'Free socks', cta: { text: 'Shop socks', link: '/c/socks' } },
            ],
          } as never
        }
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '20% off packs',
      'Free socks',
    ]);
    expect(screen.getByText('PACK20').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terms' })).toBeTruthy();
  });

  it('video hero and video: muted looping background with a pause control; a titled player with captions', () => {
    render(
      <>
        <VideoHero
          block={
            {
              ...meta('video-hero'),
              video: { url: '/media/ridge.mp4', mimeType: 'video/mp4', captionsUrl: '/media/ridge.en.vtt' },
              posterImage: image(),
              altText: '',
              headline: { text: 'On the ridge' },
            } as never
          }
        />
        <Video
          block={
            {
              ...meta('video'),
              title: 'Packing a tent',
              video: { url: '/media/tent.webm', mimeType: 'video/webm' },
              caption: 'Two minutes.',
            } as never
          }
        />
      </>,
    );
    const [hero, player] = document.querySelectorAll('video');
    expect(hero!.muted).toBe(true);
    expect(hero!.loop).toBe(true);
    expect(hero!.getAttribute('poster')).toContain('/i/content/lake-1-1f4e79');
    expect(hero!.querySelector('track')!.getAttribute('src')).toBe('/media/ridge.en.vtt');
    expect(screen.getByRole('button', { name: /Play video|Pause video/ })).toBeTruthy();
    expect(player!.getAttribute('aria-label')).toBe('Packing a tent');
    expect(player!.controls).toBe(true);
    expect(player!.querySelector('source')!.getAttribute('type')).toBe('video/webm');
    expect(screen.getByText('Two minutes.')).toBeTruthy();
  });

  it('blank: space of the height and colour chosen', () => {
    const container = render(
      <Blank block={{ ...meta('blank'), height: 'large', backgroundColor: 'dry-2' } as never} />,
    );
    expect(container.firstElementChild!.className).toMatch(/h-16.*bg-surface-dry-2/);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('navigation and lists (spec 3 §3.8)', () => {
  const cards = [1, 2, 3].map((n) => ({
    image: image(),
    altText: `Card ${n}`,
    link: `/c/c${n}`,
    headline: `Headline ${n}`,
    body: `Body ${n}`,
  }));

  it.each([
    ['Compact', 'aspect-square rounded'],
    ['Grid Viznav', 'rounded-full'],
    ['Standard', 'aspect-[4/5]'],
  ])('card carousel in its %s display, named by its header', (display, imageClass) => {
    render(
      <CardCarousel
        block={
          {
            ...meta('card-carousel'),
            header: {
              headerText: 'Shop by activity',
              subHeaderText: 'Find your trail',
              linkText: 'See all',
              link: '/c/activities',
            },
            desktopCardDisplay: display,
            cards,
          } as never
        }
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Shop by activity' });
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(carousel).getByRole('img', { name: 'Card 2' }).className).toContain(imageClass);
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/c/activities');
    expect(screen.getByText('Find your trail')).toBeTruthy();
  });

  it('navigation tiles: a labelled grid of links', () => {
    render(
      <NavigationTiles
        block={
          {
            ...meta('navigation-tiles'),
            headerText: 'Shop by category',
            childTiles: [
              {
                text: 'Jackets',
                image: image(),
                altText: 'Jackets',
                link: { value: { linkType: 'category', linkQuery: { id: 'jackets' } } },
              },
              { text: 'Boots', image: image(), altText: 'A pair of boots on rock', link: '/c/boots' },
            ],
          } as never
        }
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(nav).getByRole('link', { name: 'Jackets' }).getAttribute('href')).toBe('/c/jackets/');
    // Alternative text that repeats the label is left out; other text is kept.
    expect(within(nav).getAllByRole('img')).toHaveLength(1);
    expect(within(nav).getByRole('img', { name: 'A pair of boots on rock' })).toBeTruthy();
  });

  it.each([
    ['Above', 'Content Overflow', 'flex-col', 'overflow-x-auto'],
    ['Inline', 'Content Stack', 'md:flex-row', 'flex-wrap'],
  ])('button group with the header %s and %s, avatars included', (placement, behaviour, layout, list) => {
    render(
      <ButtonGroup
        block={
          {
            ...meta('button-group'),
            headerText: { sectionHeaderText: 'Popular', placement },
            responsiveBehavior: behaviour,
            buttonVariant: 'secondary',
            buttons: [
              { text: 'Hiking', link: '/c/hiking', avatar: { image: image(), altText: '' } },
              { text: 'Climbing', link: '/c/climbing' },
            ],
          } as never
        }
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Popular' });
    expect(nav.className).toContain(layout);
    expect(nav.querySelector('ul')!.className).toContain(list);
    expect(within(nav).getByRole('link', { name: 'Hiking' }).querySelector('img')!.getAttribute('alt')).toBe('');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('collection link, informational card gallery (markdown) and grid content', () => {
    render(
      <>
        <CollectionLink
          block={
            {
              ...meta('collection-link'),
              headline: 'The Summit Series',
              body: 'Built for altitude.',
              link: '/c/summit',
              linkText: 'Shop the series',
            } as never
          }
        />
        <InformationalCardGallery
          block={
            {
              ...meta('informational-card-gallery'),
              headline: 'Care guides',
              columns: 4,
              cards: [
                { headline: 'Washing down', body: 'Use **cool** water.', cta: { text: 'Read more', link: '/t/care' } },
              ],
            } as never
          }
        />
        <GridContent
          block={
            {
              ...meta('grid-content'),
              headline: 'Field notes',
              columns: 3,
              backgroundColor: 'black',
              items: [
                {
                  image: image(),
                  altText: 'Camp',
                  headline: 'Camp light',
                  body: 'Less is more.',
                  cta: { text: 'Read', link: '/t/camp' },
                },
              ],
            } as never
          }
        />
      </>,
    );
    expect(screen.getByRole('link', { name: /The Summit Series/ }).getAttribute('href')).toBe('/c/summit');
    expect(screen.getByText('cool').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Care guides' }).nextElementSibling!.className).toContain(
      'lg:grid-cols-4',
    );
    const grid = screen.getByRole('heading', { name: 'Field notes' }).closest('section')!;
    expect(grid.className).toContain('bg-surface-black');
    expect(grid.className).toContain('text-font-primary-inverted');
    expect(screen.getByRole('link', { name: 'Read' }).className).toContain('bg-surface-white');
  });
});
