import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '~/lib/i18n/i18n';
import { ToastProvider } from '~/components/ui/toaster';
import { AccountModalProvider } from '~/components/account/account-modal';

/**
 * Renders a component inside the providers every page has (messages, toasts, account modal, a
 * router). With `rootData`, under a root route whose loader answers it, as the root loader's data
 * (locale, site, customer, flags) reaches the hooks that read it.
 */
export function renderInShop(
  ui: ReactElement,
  {
    path = '/',
    signedIn = false,
    rootData,
  }: { path?: string; signedIn?: boolean; rootData?: Record<string, unknown> } = {},
) {
  const Page = () => (
    <I18nProvider locale="en-US" messages={{}}>
      <ToastProvider>
        <AccountModalProvider signedIn={signedIn}>{ui}</AccountModalProvider>
      </ToastProvider>
    </I18nProvider>
  );
  const Stub = createRoutesStub(
    rootData === undefined
      ? [{ path: '*', Component: Page }]
      : [
          {
            id: 'root',
            path: '/',
            loader: () => rootData,
            HydrateFallback: () => null,
            children: [{ path: '*', Component: Page }],
          },
        ],
  );
  return render(<Stub initialEntries={[path]} />);
}
