import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';

export function NotFound() {
  const to = useLocalizedPath();
  const intl = useIntl();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="not-found-title">
      <title>{`${intl.formatMessage({ id: 'not_found.page_title', defaultMessage: 'Page not found' })} | Ridgeline`}</title>
      <h1 id="not-found-title" className="text-3xl font-bold">
        <FormattedMessage id="not_found.title" defaultMessage="The page you're looking for can't be found." />
      </h1>
      <p className="mt-4 text-neutral-700">
        <FormattedMessage
          id="not_found.body"
          defaultMessage="Please try another path, or if you need immediate help please contact support."
        />
      </p>
      <Link to={to('/')} className="mt-8 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
        <FormattedMessage id="not_found.home" defaultMessage="Go to home page" />
      </Link>
    </section>
  );
}
