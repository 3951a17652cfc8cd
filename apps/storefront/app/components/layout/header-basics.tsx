import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { Logo } from '../ui/icons';

/** "Skip to content": the first stop of the keyboard on every page. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      <FormattedMessage id="header.skip_to_content" defaultMessage="Skip to content" />
    </a>
  );
}

/** The logo: home, and to the top of the page (spec 1 §2). */
export function HomeLogoLink({ className }: { className: string }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <Link
      to={to('/')}
      className={className}
      aria-label={intl.formatMessage({ id: 'header.logo', defaultMessage: 'Ridgeline home' })}
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <Logo />
    </Link>
  );
}
