import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The page a shopper sees while the shop is briefly unavailable (its database restarting): answered
 * 503 with Retry-After, it says to try again shortly rather than that something is broken.
 */
export function UnavailablePage() {
  const intl = useIntl();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="unavailable-title">
      <title>{`${intl.formatMessage({ id: 'unavailable.page_title', defaultMessage: 'Back in a moment' })} | Ridgeline`}</title>
      <h1 id="unavailable-title" className="text-3xl font-bold">
        <FormattedMessage id="unavailable.title" defaultMessage="We'll be right back" />
      </h1>
      <p className="mt-4 text-neutral-700">
        <FormattedMessage
          id="unavailable.body"
          defaultMessage="The shop is briefly unavailable. Please try again in a few seconds."
        />
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded bg-brand px-5 py-2.5 font-semibold text-white"
      >
        <FormattedMessage id="unavailable.retry" defaultMessage="Try again" />
      </button>
    </section>
  );
}
