import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { LocaleSelector } from '../../layout/locale-selector';
import { FooterIcon } from './footer-icons';

/**
 * The footer's location section (spec 3 §2.5): where the shopper shops from, the international
 * page ({locale-alias}/international) and the locale selector (itself shown only when the site has
 * more than one locale). Collapsed below the lg breakpoint behind its summary; always open from lg
 * (app.css): a `details` element, so it works as the server drew it, with no script.
 */
export function FooterLocation() {
  const intl = useIntl();
  const to = useLocalizedPath();
  const id = useId();
  const title = intl.formatMessage({ id: 'content.footer.location', defaultMessage: 'Location' });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 hidden text-sm font-bold uppercase tracking-wide lg:block">
        {title}
      </h2>
      <details className="footer-location group">
        <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between text-sm font-bold uppercase tracking-wide [&::-webkit-details-marker]:hidden">
          {title}
          <span aria-hidden="true" className="group-open:hidden">
            +
          </span>
          <span aria-hidden="true" className="hidden group-open:inline">
            −
          </span>
        </summary>
        <div className="space-y-3 text-sm">
          <Link to={to('/international')} className="inline-flex items-center gap-2 text-neutral-200 hover:underline">
            <FooterIcon name="location" />
            <FormattedMessage id="footer.international" defaultMessage="International" />
          </Link>
          <LocaleSelector />
        </div>
      </details>
    </section>
  );
}
