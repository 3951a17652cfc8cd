// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { ProductRecommendations } from './product-recommendations';

afterEach(cleanup);

describe('ProductRecommendations', () => {
  it('is left out when its recommendations fail, and the page around it stays', async () => {
    const recs = Promise.reject(new Error('Server Timeout'));
    recs.catch(() => {});
    renderInShop(
      <main>
        <h1>The page</h1>
        <ProductRecommendations title="You may also like" recs={recs} siteId="ridgeline" clientId="c" />
      </main>,
    );
    expect(await screen.findByRole('heading', { name: 'The page' }, { timeout: 5_000 })).toBeTruthy();
    // The carousel's placeholder goes once the promise settles; nothing takes its place.
    await expect
      .poll(() => screen.queryByRole('heading', { name: 'You may also like' }), { timeout: 5_000 })
      .toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
