// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { NewsletterDrawer, newsletterPostalCodeError } from './newsletter-drawer';
import { NewsletterEmailForm } from './newsletter-email-form';
import type { Signup } from './newsletter-requests';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = {
  success: true,
  msg: 'Thank you for signing up!',
  allFieldsProvided: false,
  postalCode: '',
  gender: 0,
  emailProfileCreationDate: '2026-11-27T10:00:00.000Z',
};
const signup = (overrides: Partial<typeof answer> = {}): Signup => ({
  email: 'hiker@example.com',
  source: 'footer',
  messageId: 'ridgeline-footer-signup',
  answer: { ...answer, ...overrides },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const canada = { path: '/en-CA/p/x', rootData: { localeId: 'en-CA', siteId: 'ridgeline', customer: null } };
const slow = { timeout: 5_000 };

describe('the postal code rule (spec 3 §5)', () => {
  it('is required and follows the country of the locale', () => {
    expect(newsletterPostalCodeError('', 'en-US')?.defaultMessage).toBe('This field is required.');
    expect(newsletterPostalCodeError('  ', 'en-CA')?.defaultMessage).toBe('This field is required.');
    expect(newsletterPostalCodeError('98101', 'en-US')).toBeUndefined();
    expect(newsletterPostalCodeError('98101-1234', 'en-US')).toBeUndefined();
    expect(newsletterPostalCodeError('K1A 0B1', 'en-US')?.defaultMessage).toBe('Please enter a valid zip code');
    expect(newsletterPostalCodeError('K1A 0B1', 'fr-CA')).toBeUndefined();
    expect(newsletterPostalCodeError('98101', 'en-CA')?.defaultMessage).toBe('Please enter a valid zip code');
  });
});

describe('the confirmation drawer (spec 3 §2.6, §4.4)', () => {
  it('shows the thank-you summary with View My Account when every field is provided', async () => {
    renderInShop(
      <NewsletterDrawer
        signup={signup({ allFieldsProvided: true, postalCode: 'H2X 1Z4', gender: 2 })}
        action="/newsletter"
        open
        onClose={() => {}}
      />,
      canada,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Thanks for Signing Up!', hidden: true }, slow);
    expect(drawer.textContent).toContain('Postal Code:');
    expect(drawer.textContent).toContain('H2X 1Z4');
    expect(drawer.textContent).toContain('Female');
    expect(screen.getByRole('link', { name: 'View My Account', hidden: true }).getAttribute('href')).toBe(
      '/en-CA/account',
    );
    expect(screen.queryByRole('button', { name: 'Submit', hidden: true })).toBeNull();
  });

  it('asks for the postal code and gender otherwise, and Skip closes without sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderInShop(<NewsletterDrawer signup={signup()} action="/newsletter" open onClose={onClose} />);
    expect(await screen.findByRole('textbox', { name: 'Zip Code', hidden: true })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Gender', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an empty or wrong postal code with the spec messages', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInShop(<NewsletterDrawer signup={signup()} action="/newsletter" open onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit', hidden: true }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Zip Code', hidden: true });
    fireEvent.change(field, { target: { value: 'K1A 0B1' } });
    fireEvent.blur(field);
    expect(screen.getByText('Please enter a valid zip code')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the detail update, closes and shows the Thank You toast', async () => {
    const fetch = vi.fn(async () => json({ success: true }));
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderInShop(<NewsletterDrawer signup={signup()} action="/newsletter" open onClose={onClose} />, canada);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Postal Code', hidden: true }, slow), {
      target: { value: 'k1a 0b1' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Gender', hidden: true }), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Thank You')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/newsletter');
    expect(init.method).toBe('PATCH');
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      email: 'hiker@example.com',
      postalCode: 'k1a 0b1',
      gender: '-1',
      source: 'footer',
      messageId: 'ridgeline-footer-signup',
      emailProfileCreationDate: '2026-11-27T10:00:00.000Z',
      locale: 'en-CA',
    });
  });

  it('only logs a failed detail update (spec 3 §8): the drawer still closes with its toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, msg: 'Too many attempts.' }, 429)),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    renderInShop(<NewsletterDrawer signup={signup()} action="/newsletter" open onClose={onClose} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Zip Code', hidden: true }), {
      target: { value: '98101' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText('Thank You')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Newsletter detail update failed', expect.any(Error)));
    expect(screen.queryByText('Too many attempts.')).toBeNull();
  });
});

describe('the email step (spec 3 §4.4, §8)', () => {
  const origin = { source: 'footer', messageId: 'ridgeline-footer-signup' } as const;

  it('posts the address with its origin and the honeypot, and hands the answer on', async () => {
    const fetch = vi.fn(async () => json({ ...answer, allFieldsProvided: true }));
    vi.stubGlobal('fetch', fetch);
    const onSubscribed = vi.fn();
    renderInShop(
      <NewsletterEmailForm action="/newsletter" origin={origin} email="me@example.com" onSubscribed={onSubscribed} />,
    );
    // A signed-in customer's email is prefilled.
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('me@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledOnce());
    expect(onSubscribed.mock.calls[0]![0]).toMatchObject({
      email: 'me@example.com',
      answer: { allFieldsProvided: true },
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      email: 'me@example.com',
      source: 'footer',
      messageId: 'ridgeline-footer-signup',
      locale: 'en-US',
      website: '',
    });
  });

  it('shows the server’s message under the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, msg: 'Too many attempts. Please wait a few minutes and try again.' }, 429),
      ),
    );
    const onSubscribed = vi.fn();
    renderInShop(<NewsletterEmailForm action="/newsletter" origin={origin} onSubscribed={onSubscribed} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'hiker@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('shows a network error’s message under the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderInShop(<NewsletterEmailForm action="/newsletter" origin={origin} onSubscribed={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'hiker@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();
  });

  it('sends nothing for an invalid or too long address', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInShop(<NewsletterEmailForm action="/newsletter" origin={origin} onSubscribed={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    fireEvent.change(field, { target: { value: `${'a'.repeat(40)}@ridgeline.ca` } });
    fireEvent.blur(field);
    expect(screen.getByText('Must be less than 50 characters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
