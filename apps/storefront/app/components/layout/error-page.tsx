import { FormattedMessage } from 'react-intl';
import { APP_CONFIG } from '@ridgeline/config';

/** Clears what the browser keeps for this shop (cookies it can reach, both storages), then goes home. */
export function resetSession() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    console.error('Could not clear storage', error);
  }
  window.location.assign('/');
}

/** "This page isn't working" (spec 1 §2): the message, the stack outside production, and three ways out. */
export function ErrorPage({ message, stack }: { message?: string; stack?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="error-title">
      <title>Error | Ridgeline</title>
      <h1 id="error-title" className="text-3xl font-bold">
        <FormattedMessage id="error.title" defaultMessage="This page isn't working" />
      </h1>
      <p className="mt-4 text-neutral-700">
        <FormattedMessage
          id="error.generic"
          defaultMessage="An error has occurred. Try refreshing the page or if you need immediate help please contact support."
        />
      </p>
      {message ? <p className="mt-4 font-mono text-sm text-red-800">{message}</p> : null}
      {stack ? (
        <pre className="mt-4 max-h-80 overflow-auto rounded bg-neutral-100 p-4 text-xs" tabIndex={0}>
          {stack}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={`mailto:${APP_CONFIG.supportEmail}`} className="rounded border border-ink px-4 py-2 font-semibold">
          <FormattedMessage id="error.contact_support" defaultMessage="Contact Support" />
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded bg-brand px-4 py-2 font-semibold text-white"
        >
          <FormattedMessage id="error.refresh" defaultMessage="Refresh the page" />
        </button>
        <button type="button" onClick={resetSession} className="rounded border border-ink px-4 py-2 font-semibold">
          <FormattedMessage id="error.reset_session" defaultMessage="Reset my Session" />
        </button>
      </div>
    </section>
  );
}
