import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '~/lib/i18n';
import { ToastProvider } from '~/components/ui/toaster';
import { AccountModalProvider } from '~/components/account/account-modal';

/** Renders a component inside the providers every page has (messages, toasts, account modal, a router). */
export function renderInShop(
  ui: ReactElement,
  { path = '/', signedIn = false }: { path?: string; signedIn?: boolean } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider locale="en-US" messages={{}}>
          <ToastProvider>
            <AccountModalProvider signedIn={signedIn}>{ui}</AccountModalProvider>
          </ToastProvider>
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
