import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { LocaleSelector } from '../../layout/locale-selector';
import { FooterIcon } from './footer-icons';

/**
 * The footer's location section (spec 3 §2.5): where the shopper shops from, the international
 * page ({locale-alias}/international) and the locale selector (itself shown only when the site has
 * more than one locale). Collapsed below the lg breakpoint behind a button; always open from lg.
 */
export function FooterLocation() {
  const intl = useIntl();
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = intl.formatMessage({ id: 'content.footer.location', defaultMessage: 'Location' });
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 hidden text-sm font-bold uppercase tracking-wide lg:block">
        {title}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between text-sm font-bold uppercase tracking-wide lg:hidden"
      >
        {title}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div id={`${id}-panel`} className={`space-y-3 text-sm ${open ? 'block' : 'hidden lg:block'}`}>
        <Link to={to('/international')} className="inline-flex items-center gap-2 text-neutral-200 hover:underline">
          <FooterIcon name="location" />
          <FormattedMessage id="footer.international" defaultMessage="International" />
        </Link>
        <LocaleSelector />
      </div>
    </section>
  );
}
