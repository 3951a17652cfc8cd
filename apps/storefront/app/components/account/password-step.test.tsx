// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { AuthFlow } from './auth-flow';
import { PasswordStep } from './password-step';

afterEach(cleanup);

describe('the password step with passwordless sign-in (spec 1 §2, decision 021)', () => {
  it('offers Continue Securely and Password first; Password shows the field, Back to Sign In Options returns', async () => {
    const onForgotPassword = vi.fn();
    renderInShop(
      <PasswordStep
        email="ada@example.com"
        redirectUrl="/account"
        onBack={() => {}}
        onAnswer={() => {}}
        onForgotPassword={onForgotPassword}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue Securely' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect((document.querySelector('input[name="redirectUrl"]') as HTMLInputElement).value).toBe('/account');

    fireEvent.click(screen.getByRole('button', { name: 'Password' }));
    const field = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In Options' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue Securely' })).toBeTruthy();
  });

  it('opens the reset view inside the flow with the e-mail filled in, and comes back', async () => {
    renderInShop(<AuthFlow initialView="password" initialEmail="ada@example.com" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByText('Enter your email to receive instructions on how to reset your password')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Continue Securely' })).toBeTruthy();
  });

  it('asks for the postal code with the password when the precheck says the account has none', async () => {
    renderInShop(
      <PasswordStep
        email="ada@example.com"
        updatePostalCode
        redirectUrl="/account"
        onBack={() => {}}
        onAnswer={() => {}}
        onForgotPassword={() => {}}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Password' }));
    const postal = screen.getByRole('textbox', { name: 'Zip Code' });
    expect(postal.getAttribute('autocomplete')).toBe('postal-code');
    fireEvent.focus(postal);
    fireEvent.blur(postal);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    // Log In waits for the postal code as well as the password.
    const logIn = screen.getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Trail-Runner-2026' } });
    expect(logIn.disabled).toBe(true);
    fireEvent.change(postal, { target: { value: '98101' } });
    expect(logIn.disabled).toBe(false);
  });

  it('has no postal code field otherwise', async () => {
    renderInShop(<AuthFlow initialView="password" initialEmail="ada@example.com" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Password' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Zip Code' })).toBeNull();
  });
});
