import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The offline message (spec 3 §4.7, §8): the next page could not load on this connection. Its
 * heading takes the focus, so that keyboard and screen-reader users are where the message is.
 * Retry Connection tries the page again.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="offline-title">
      <h1 id="offline-title" ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
        <FormattedMessage id="offline.title" defaultMessage="You are currently offline" />
      </h1>
      <p className="mt-4 text-neutral-700">
        <FormattedMessage
          id="offline.body"
          defaultMessage="We couldn't load the next page on this connection. Please try again"
        />
      </p>
      <button type="button" onClick={onRetry} className="mt-8 rounded bg-brand px-5 py-2.5 font-semibold text-white">
        <FormattedMessage id="offline.retry" defaultMessage="Retry Connection" />
      </button>
    </section>
  );
}
