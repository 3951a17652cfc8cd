import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '~/lib/i18n';
import { ToastProvider } from '~/components/ui/toaster';

/** Renders a component inside the providers every page has (messages, toasts, a router). */
export function renderInShop(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider locale="en-US" messages={{}}>
          <ToastProvider>{ui}</ToastProvider>
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
