// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { isSignInPage } from './wishlist-runtime';
import { WishlistHeart } from './wishlist-heart';

afterEach(cleanup);

describe('the wishlist heart for a guest (spec 2 §4)', () => {
  it('is a toggle button named for what it does', async () => {
    renderInShop(<WishlistHeart productId="P1" />);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the sign-in modal elsewhere', async () => {
    renderInShop(<WishlistHeart productId="P1" />, { path: '/c/mens' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    // The click's logic and the modal's flow both load on demand (two chunks).
    expect(await screen.findByRole('heading', { name: 'Log In or Join For Free' }, { timeout: 5000 })).toBeTruthy();
  });

  it('asks to sign in with an info toast on the login page', async () => {
    renderInShop(<WishlistHeart productId="P1" variant="page" />, { path: '/fr-CA/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toContain(
      'Please sign in to continue!',
    );
    expect(screen.queryByRole('heading', { name: 'Log In or Join For Free' })).toBeNull();
  });
});

describe('isSignInPage', () => {
  it('knows the sign-in pages in every locale', () => {
    expect(isSignInPage('/login')).toBe(true);
    expect(isSignInPage('/fr-CA/registration')).toBe(true);
    expect(isSignInPage('/c/login-gear')).toBe(false);
    expect(isSignInPage('/account/wishlist')).toBe(false);
  });
});
