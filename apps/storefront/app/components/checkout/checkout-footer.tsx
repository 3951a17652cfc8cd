import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { CookiePreferencesLinks } from '../consent/cookie-preferences-link';

const m = defineMessages({
  shipping: { id: 'checkout_footer.shipping', defaultMessage: 'Shipping' },
  returns: { id: 'checkout_footer.returns', defaultMessage: 'Returns & Exchanges' },
  terms: { id: 'checkout_footer.terms', defaultMessage: 'Terms & Conditions' },
  privacy: { id: 'checkout_footer.privacy', defaultMessage: 'Privacy Policy' },
  siteMap: { id: 'checkout_footer.site_map', defaultMessage: 'Site Map' },
  links: { id: 'checkout_footer.links', defaultMessage: 'Help and policies' },
  cards: { id: 'checkout_footer.cards', defaultMessage: 'Cards we accept' },
});

const LINKS = [
  { path: '/t/shipping', label: m.shipping },
  { path: '/t/returns-exchanges', label: m.returns },
  { path: '/t/terms-conditions', label: m.terms },
  { path: '/t/privacy-policy', label: m.privacy },
  { path: '/t/site-map', label: m.siteMap },
];

const CARDS = [
  { name: 'Visa', colour: '#1a1f71' },
  { name: 'Mastercard', colour: '#eb001b' },
  { name: 'Amex', colour: '#006fcf' },
  { name: 'Discover', colour: '#e55c20' },
];

/** The checkout footer of spec 3 §2.5: five links and the cards accepted. */
export function CheckoutFooter() {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <footer className="mt-12 bg-neutral-900 px-4 py-6 text-sm text-neutral-100">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
        <nav aria-label={intl.formatMessage(m.links)}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)} className="text-neutral-200 hover:underline">
                  {intl.formatMessage(link.label)}
                </Link>
              </li>
            ))}
            <CookiePreferencesLinks className="min-h-6 text-left text-neutral-200 hover:underline" />
          </ul>
        </nav>
        <ul className="flex gap-2" aria-label={intl.formatMessage(m.cards)}>
          {CARDS.map((card) => (
            <li key={card.name}>
              <svg role="img" aria-label={card.name} width="48" height="30" viewBox="0 0 48 30">
                <rect width="48" height="30" rx="4" fill="#fff" />
                <text
                  x="24"
                  y="19"
                  textAnchor="middle"
                  fontSize={card.name.length > 6 ? 8 : 10}
                  fontWeight="700"
                  fill={card.colour}
                >
                  {card.name.toUpperCase()}
                </text>
              </svg>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
