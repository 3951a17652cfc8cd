// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n/i18n';
import { unavailablePage } from '~/lib/http/unavailable';
import { ErrorBoundary } from '~/root';

afterEach(cleanup);

/** A page whose loader fails as it does while the shop's database restarts, or with `error`. */
function renderFailingPage(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => null,
      HydrateFallback: () => null,
      loader: () => {
        throw error;
      },
      ErrorBoundary: () => (
        <I18nProvider locale="en-US" messages={{}}>
          <ErrorBoundary />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub />);
}

describe('the root error boundary', () => {
  it('shows "We’ll be right back" for the shop briefly unavailable, not the error page', async () => {
    renderFailingPage(unavailablePage());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("We'll be right back");
    expect(screen.getByText('The shop is briefly unavailable. Please try again in a few seconds.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('still shows the error page for any other failure', async () => {
    renderFailingPage(new Error('Boom'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("This page isn't working");
  });
});
