import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The offline message (spec 3 §4.7, §8): the next page could not load on this connection. Shown in
 * place of the page while it lasts; its heading takes the focus, so that keyboard and screen-reader
 * users are where the message is. Retry Connection tries the page again.
 */
export function OfflineScreen({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="offline-title">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <path d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6 13a4 4 0 0 0 .5 8h11M17.6 13.5A4 4 0 0 1 21 17.3M10.7 6.2A6 6 0 0 1 17.9 11" />
      </svg>
      <h1 id="offline-title" ref={heading} tabIndex={-1} className="mt-6 text-3xl font-bold focus:outline-none">
        <FormattedMessage id="offline.title" defaultMessage="You are currently offline" />
      </h1>
      <p className="mt-4 text-neutral-700">
        <FormattedMessage
          id="offline.body"
          defaultMessage="We couldn't load the next page on this connection. Please try again"
        />
      </p>
      <button
        type="button"
        onClick={onRetry}
        aria-disabled={retrying || undefined}
        aria-busy={retrying || undefined}
        className="mt-8 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white aria-disabled:opacity-70"
      >
        <FormattedMessage id="offline.retry" defaultMessage="Retry Connection" />
      </button>
    </section>
  );
}
