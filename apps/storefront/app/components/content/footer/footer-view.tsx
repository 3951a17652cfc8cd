import type { DeliveredItem, Footer } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { CookiePreferencesLinks } from '../../consent/cookie-preferences-link';
import { ContentLink } from '../content-link';
import type { LinkField } from '../link-target';
import { useNewsletterSignup } from '../../newsletter/newsletter-signup';
import { FooterEmail } from './footer-email';
import { FooterIcon } from './footer-icons';
import { FooterLocation } from './footer-location';

export type FooterFields = Partial<Footer>;
type FooterLinkFields = { name: string; link: LinkField; linkTarget?: string };

const LINK = 'text-neutral-200 hover:underline';

function LinkList({
  links,
  className = 'space-y-2 text-sm',
  children,
}: {
  links: readonly FooterLinkFields[];
  className?: string;
  /** Items of the shop's own after the content's links. */
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link, i) => (
        <li key={i}>
          <ContentLink link={link.link} target={link.linkTarget} className={LINK}>
            {link.name}
          </ContentLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

function Column({ title, links }: { title: string; links: readonly FooterLinkFields[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{title}</h2>
      <LinkList links={links} />
    </nav>
  );
}

export type ContentFooterViewProps = {
  /**
   * The delivered footer item (delivery key `footer`), as the SDK gives it: its fields are spec 3
   * §3.7's, which the engine checked on write.
   */
  footer: FooterFields | DeliveredItem;
  /** Where the email subscription form posts (the newsletter's route); without it the field is left out. */
  newsletterAction?: string;
  /** A registered customer's email, prefilled in the subscription field (spec 3 §4.4). */
  email?: string | undefined;
  /** What the shopper did to the footer's sign-up before it came to life (content-footer.tsx). */
  start?: FooterStart;
};

/** The sign-up as the shopper left the server's HTML: what was typed, focused, sent or opened. */
export type FooterStart = { email?: string; focus?: boolean; submit?: boolean; twoStep?: boolean };

/**
 * The footer from content, drawn (spec 3 §2.5, §3.7): loyalty banner, the email subscription area, link
 * columns, working hours, the marketing and social links, legal links, the links to /account and
 * the international page, and the location section with the locale selector. The checkout keeps
 * its own footer.
 */
export function ContentFooterView({ footer: item, newsletterAction, email, start }: ContentFooterViewProps) {
  const intl = useIntl();
  const footer = item as FooterFields;
  const to = useLocalizedPath();
  const { loyaltyBanner, columnTwo, columnThree, marketingLink, submitEmail } = footer;
  const columnOne = footer.columnOneLinks ?? [];
  const social = footer.socialLinks ?? [];
  const legal = footer.legalLinks ?? [];
  const hours = footer.workingHours ?? [];
  const brandLinks = intl.formatMessage({ id: 'content.footer.brand_links', defaultMessage: 'Ridgeline' });
  // The marketing link with hasTwoStepModal opens the two-step sign-up (spec 3 §2.6) when the shop offers one.
  const twoStep =
    marketingLink?.hasTwoStepModal && newsletterAction
      ? { title: marketingLink.title, subtitle: marketingLink.subtitle }
      : undefined;
  const signup = useNewsletterSignup({ action: newsletterAction, email, twoStep, openTwoStep: start?.twoStep });
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-100">
      {loyaltyBanner ? (
        <div className="bg-surface-brand text-font-primary-inverted">
          <p className="mx-auto flex max-w-[97.5rem] items-center justify-center gap-3 px-4 py-3 text-center font-semibold">
            <FooterIcon name={loyaltyBanner.icon} />
            {loyaltyBanner.text}
          </p>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-[97.5rem] gap-8 px-4 py-10 md:grid-cols-2 lg:grid-cols-4">
        {submitEmail && submitEmail.enableEmailSubscription !== false ? (
          <div className="md:col-span-2 lg:col-span-1">
            <FooterEmail
              submitEmail={submitEmail}
              action={newsletterAction}
              email={start?.email ?? email}
              start={start}
              onSubscribed={signup.subscribed}
            />
          </div>
        ) : null}
        <nav aria-label={brandLinks}>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to={to('/account')} className={LINK}>
                <FormattedMessage id="footer.my_account" defaultMessage="My Account" />
              </Link>
            </li>
          </ul>
          {columnOne.length > 0 ? (
            <div className="mt-2">
              <LinkList links={columnOne} />
            </div>
          ) : null}
        </nav>
        {columnTwo ? <Column title={columnTwo.columnTitle} links={columnTwo.links ?? []} /> : null}
        {columnThree ? <Column title={columnThree.columnTitle} links={columnThree.links ?? []} /> : null}
        {hours.length > 0 ? (
          <section aria-labelledby="footer-hours-title">
            <h2 id="footer-hours-title" className="mb-3 text-sm font-bold uppercase tracking-wide">
              <FormattedMessage id="content.footer.working_hours" defaultMessage="Customer Service Hours" />
            </h2>
            <dl className="space-y-1 text-sm">
              {hours.map((line, i) => (
                <div key={i} className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">{line.name}</dt>
                  <dd className="text-neutral-300">{line.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <FooterLocation />
      </div>
      {marketingLink || social.length > 0 ? (
        <div className="mx-auto flex max-w-[97.5rem] flex-col gap-6 px-4 pb-8 md:flex-row md:items-center md:justify-between">
          {marketingLink ? (
            // The marker lets the footer's kept HTML open the two-step sign-up before it is live.
            <span className="contents" {...(twoStep ? { 'data-two-step-signup': '' } : {})}>
              <ContentLink
                link={marketingLink.link}
                className="flex items-center gap-3 hover:underline"
                {...(twoStep ? { onClick: signup.openTwoStep } : {})}
              >
                <MarketingLinkText link={marketingLink} />
              </ContentLink>
            </span>
          ) : null}
          {social.length > 0 ? (
            <ul
              className="flex gap-2"
              aria-label={intl.formatMessage({ id: 'content.footer.social', defaultMessage: 'Follow us' })}
            >
              {social.map((item, i) => (
                <li key={i}>
                  <ContentLink
                    link={item.link}
                    label={item.title}
                    className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
                  >
                    <FooterIcon name={item.icon} />
                    {/* A link whose icon the shop lacks still shows its name. */}
                    {item.icon ? null : <span className="text-xs">{item.title}</span>}
                  </ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="border-t border-neutral-700">
        <div className="mx-auto flex max-w-[97.5rem] flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-neutral-300">
            <FormattedMessage
              id="footer.copyright"
              defaultMessage="© {year} Ridgeline Outdoor. All rights reserved."
              values={{ year: new Date().getFullYear() }}
            />
          </p>
          {/* The consent choice is always reachable (decision 053), with or without legal links. */}
          <nav aria-label={intl.formatMessage({ id: 'footer.legal', defaultMessage: 'Legal' })}>
            <LinkList links={legal} className="flex flex-wrap gap-x-6 gap-y-2">
              <CookiePreferencesLinks className={`${LINK} min-h-6 text-left`} />
            </LinkList>
          </nav>
        </div>
      </div>
      {signup.overlays}
    </footer>
  );
}

function MarketingLinkText({ link }: { link: NonNullable<Footer['marketingLink']> }) {
  return (
    <>
      <FooterIcon name={link.icon} />
      <span>
        <span className="block font-semibold">{link.title}</span>
        {link.subtitle ? <span className="block text-sm text-neutral-300">{link.subtitle}</span> : null}
      </span>
    </>
  );
}
