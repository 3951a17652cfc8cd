// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { HeroBanner } from './hero-banner';

afterEach(cleanup);

const block = {
  _meta: { schema: 'hero-banner', name: 'Home hero', deliveryId: 'hero-1' },
  imageObject: {
    altText: 'A hiker on a ridge at dawn',
    link: { value: { linkType: 'category', linkQuery: { id: 'womens-jackets' } } },
    dynamicImage: { endpoint: 'content', name: 'summit-2-1f4e9c' },
    linkTarget: '_self',
    logoColor: 'primary-inverted',
  },
  layout: {
    contentWidth: 'narrow',
    verticalAlignment: 'Bottom',
    horizontalAlignment: 'Left',
    contentJustification: 'Left',
  },
  preheader: { text: 'New season', color: 'primary-inverted' },
  headline: { text: 'Made for the long way up', color: 'primary-inverted', font: 'secondary' },
  body: { text: 'Shells that breathe on the climb.', color: 'primary-inverted' },
  buttonStyles: { btnVariant: 'primary', btnColor: 'brand' },
  desktopButtons: [
    { text: 'Shop women', link: '/c/womens' },
    { text: 'Shop men', link: { value: { linkType: 'category', linkQuery: { id: 'mens' } } }, linkTarget: '_blank' },
  ],
  mobileButton: { text: 'Shop all', link: '/c/new-arrivals' },
  secondaryGraphic: { image: { endpoint: 'content', name: 'snow-1-ffffff' }, altText: 'Ridgeline Summit Series' },
  spaceBelow: 'large',
  fetchPriority: 'high',
  legalLink: { linkText: 'Offer details', legalBody: '<p>Until 31 December.</p>' },
};

describe('HeroBanner (spec 3 §3.4)', () => {
  it('renders its picture at the hero widths, eagerly for a high fetch priority, its whole a link', () => {
    renderInShop(<HeroBanner block={block as never} />);
    const image = screen.getByRole('img', { name: 'A hiker on a ridge at dawn' });
    const widths = [...image.getAttribute('srcset')!.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([480, 768, 1024, 1280, 1920]);
    expect(image.getAttribute('srcset')).toContain('/i/content/summit-2-1f4e9c?$img-cache$&fmt=auto&w=480&aspect=4:5');
    expect(image.parentElement!.querySelector('source')!.getAttribute('srcset')).toContain('aspect=16:9');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.closest('a')!.getAttribute('href')).toBe('/c/womens-jackets/');
    expect(image.closest('section')!.className).toContain('mb-16');
    expect(image.closest('section')!.getAttribute('data-logo-color')).toBe('primary-inverted');
  });

  it('lays out the copy with its colours and font, where the layout says', () => {
    renderInShop(<HeroBanner block={block as never} />);
    const headline = screen.getByRole('heading', { level: 2, name: 'Made for the long way up' });
    expect(headline.className).toContain('text-font-primary-inverted');
    expect(headline.className).toContain('font-serif');
    expect(screen.getByText('New season').className).toContain('uppercase');
    expect(screen.getByText('Shells that breathe on the climb.')).toBeTruthy();
    const copy = headline.parentElement!;
    expect(copy.className).toContain('max-w-md');
    expect(copy.className).toContain('text-left');
    expect(copy.parentElement!.className).toMatch(/justify-end.*items-start/);
    expect(screen.getByRole('img', { name: 'Ridgeline Summit Series' })).toBeTruthy();
  });

  it('shows the desktop buttons from lg and the mobile button below it, in the button style', () => {
    renderInShop(<HeroBanner block={block as never} />);
    const women = screen.getByRole('link', { name: 'Shop women' });
    expect(women.parentElement!.className).toContain('hidden');
    expect(women.parentElement!.className).toContain('lg:flex');
    expect(women.className).toContain('bg-surface-brand');
    const men = screen.getByRole('link', { name: 'Shop men' });
    expect(men.getAttribute('href')).toBe('/c/mens/');
    expect(men.getAttribute('target')).toBe('_blank');
    expect(men.getAttribute('rel')).toBe('noopener noreferrer');
    const mobile = screen.getByRole('link', { name: 'Shop all' });
    expect(mobile.parentElement!.className).toContain('lg:hidden');
  });

  it('opens the legal text in a dialog', async () => {
    renderInShop(<HeroBanner block={block as never} />);
    fireEvent.click(screen.getByRole('button', { name: 'Offer details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer details' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Until 31 December.')).toBeTruthy();
  });
});
