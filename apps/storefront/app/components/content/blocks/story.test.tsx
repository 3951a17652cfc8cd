// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { STORY_MAX_SLIDES, Story } from './story';

afterEach(cleanup);

const card = (n: number) => ({
  image: { endpoint: 'content', name: `trail-${n % 4}-2f5d50` },
  altText: `Trail ${n}`,
  link: `/t/trail-guide#stage-${n}`,
  cardHeadline: `Stage ${n}`,
  cardText: `The climb of stage ${n}.`,
});
const block = (cards: number) => ({
  _meta: { schema: 'story', name: 'Trail story', deliveryId: 'story-1' },
  titleCardObj: {
    color: 'brand',
    headline: 'The Ridgeline Traverse',
    headlineColor: 'primary',
    body: '<p>Five days.</p>',
  },
  cards: Array.from({ length: cards }, (_, i) => card(i + 1)),
  backgroundImgObj: { backgroundColor: 'dry-1' },
});

describe('Story (spec 3 §3.8, §4.5)', () => {
  it('shows a title card, then cards collapsed: a card opens to its text and link, and closes again', () => {
    renderInShop(<Story block={block(3) as never} />);
    const title = screen.getByRole('heading', { level: 2, name: 'The Ridgeline Traverse' });
    // On the brand colour the headline is drawn readable, whatever the author chose.
    expect(title.className).toContain('text-font-primary-inverted');
    expect(screen.getByRole('region', { name: 'The Ridgeline Traverse' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Stage 2' });
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(detail.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(detail.hidden).toBe(false);
    expect(detail.textContent).toContain('The climb of stage 2.');
    expect(detail.querySelector('a')!.getAttribute('href')).toBe('/t/trail-guide#stage-2');
    fireEvent.click(toggle);
    expect(detail.hidden).toBe(true);
    // The others stay as they were.
    expect(screen.getByRole('button', { name: 'Stage 1' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows up to 10 slides', () => {
    renderInShop(<Story block={block(14) as never} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(STORY_MAX_SLIDES);
    expect(STORY_MAX_SLIDES).toBe(10);
  });
});
