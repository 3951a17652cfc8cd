import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';

/** A missing translation only warns; any other formatting problem is a real error. */
function onIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') {
    console.warn(error.message);
    return;
  }
  console.error(error);
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, MessageFormatElement[]>;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
