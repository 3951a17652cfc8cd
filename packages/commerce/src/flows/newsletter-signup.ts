import type { Database } from '../db/client.js';
import { customerById, setNewsletterOptIn, type CustomerRow } from '../modules/customer/index.js';
import { enqueueMail, newsletterConfirmationMail } from '../modules/mail/index.js';
import {
  allFieldsProvided,
  checkedDetails,
  checkedNewsletterEmail,
  detailLimits,
  issueUnsubscribeToken,
  NEWSLETTER_LIMITS,
  recordDetails,
  recordSubscription,
  subscribeLimits,
  unsubscribeByToken,
  type ConsentContext,
  type ConsentMethod,
  type NewsletterDetailRequest,
  type NewsletterLocale,
  type NewsletterSubscribeAnswer,
  type NewsletterSubscribeRequest,
  type SubscriberDetails,
  type Unsubscribed,
} from '../modules/newsletter/index.js';
import { consumeLimits } from '../modules/rate-limit/index.js';
import { acceptedCallback, linkFor } from '../modules/recovery/index.js';
import type { Shopper } from '../modules/session/index.js';

/** The storefront page an unsubscribe link opens (apps/storefront/app/routes.ts). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** What every successful sign-up answers; the storefront opens its drawer rather than showing it. */
export const SUBSCRIBED_MESSAGE = 'Thank you for signing up!';

/** Who asks: the requester's IP as the edge saw it, and their session when they have one. */
export type Requester = { clientIp: string; shopper?: Shopper | undefined };

/**
 * The page the unsubscribe links of this sign-up open: the one the storefront gave, when it is on
 * the shop's origin (the rule of the link e-mails: PUBLIC_ORIGIN, or loopback without it); else
 * the shop's own page in the sign-up's locale.
 */
export function unsubscribePage(locale: NewsletterLocale, given?: string, env: NodeJS.ProcessEnv = process.env): URL {
  if (given) return acceptedCallback(given, env);
  const origin = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || `http://127.0.0.1:${env.PORT?.trim() || '3000'}`;
  return new URL(`${origin}${locale === 'en-US' ? '' : `/${locale}`}${NEWSLETTER_UNSUBSCRIBE_PATH}`);
}

/** The signed-in customer whose address this is: the only one told what the list holds about it. */
async function ownerOf(db: Database, shopper: Shopper | undefined, email: string): Promise<CustomerRow | undefined> {
  if (!shopper?.customerId) return undefined;
  const customer = await customerById(db, shopper.customerId);
  return customer?.email === email ? customer : undefined;
}

/**
 * Puts the address on the list and, when it was not on it, sends the welcome e-mail with its
 * unsubscribe link — subscription, link and e-mail in one transaction; the e-mail leaves through
 * the outbox after the commit.
 */
async function subscribe(
  db: Database,
  email: string,
  context: ConsentContext,
  details: SubscriberDetails | undefined,
  page: URL,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const subscription = await recordSubscription(tx, email, context, details, now);
    if (subscription.started) {
      const { subscriber } = subscription;
      const token = await issueUnsubscribeToken(tx, subscriber.id, now);
      await enqueueMail(
        tx,
        newsletterConfirmationMail({
          subscriptionKey: `${subscriber.id}:${subscriber.subscribedAt.getTime()}`,
          to: email,
          locale: context.locale,
          data: { unsubscribeLink: linkFor(page, token) },
        }),
      );
    }
    return subscription;
  });
}

/**
 * The sign-up (spec 3 §4.4 step 1, §7 "Newsletter subscribe"). The e-mail is checked by the spec's
 * rules, then counted per IP and per address; a filled honeypot is answered as a success and
 * nothing is kept. Everyone but the signed-in owner of the address gets the answer a new address
 * gets — whether the address is on the list, and what it told us, is nobody else's business
 * (decision 050); the owner's account details fill in what the list does not know.
 */
export async function subscribeToNewsletter(
  db: Database,
  request: NewsletterSubscribeRequest,
  requester: Requester,
  now = new Date(),
): Promise<NewsletterSubscribeAnswer> {
  const email = checkedNewsletterEmail(request.email);
  const locale = request.locale ?? 'en-US';
  const page = unsubscribePage(locale, request.unsubscribeUrl);
  await consumeLimits(db, subscribeLimits(email, requester.clientIp), now);
  const asNew: NewsletterSubscribeAnswer = {
    success: true,
    msg: SUBSCRIBED_MESSAGE,
    allFieldsProvided: false,
    postalCode: '',
    gender: 0,
    emailProfileCreationDate: now.toISOString(),
  };
  if (request.website?.trim()) return asNew;
  const owner = await ownerOf(db, requester.shopper, email);
  const context: ConsentContext = {
    method: 'signup-form',
    source: request.source ?? 'footer',
    page: request.page,
    locale,
    messageId: request.messageId,
    ip: requester.clientIp,
  };
  const details = owner ? { postalCode: owner.postalCode, gender: owner.gender } : undefined;
  const { subscriber } = await subscribe(db, email, context, details, page, now);
  if (!owner) return asNew;
  return {
    ...asNew,
    allFieldsProvided: allFieldsProvided(subscriber),
    postalCode: subscriber.postalCode ?? '',
    gender: subscriber.gender ?? 0,
    emailProfileCreationDate: subscriber.createdAt.toISOString(),
  };
}

/**
 * The detail update (spec 3 §4.4, §7): the postal code and gender after a sign-up. Checked by the
 * spec's rules; the signed-in owner's replace what the list holds, anyone else's only fill in what
 * it lacks. The same answer whether or not the address is on the list.
 */
export async function updateNewsletterDetails(
  db: Database,
  request: NewsletterDetailRequest,
  requester: Requester,
  now = new Date(),
): Promise<void> {
  const email = checkedNewsletterEmail(request.email);
  const locale = request.locale ?? 'en-US';
  const details = checkedDetails(request.postalCode, request.gender, locale);
  await consumeLimits(db, detailLimits(email, requester.clientIp), now);
  if (request.website?.trim()) return;
  const owner = await ownerOf(db, requester.shopper, email);
  await recordDetails(
    db,
    email,
    details,
    owner !== undefined,
    {
      method: 'signup-form',
      source: request.source ?? 'footer',
      page: request.page,
      locale,
      messageId: request.messageId,
      ip: requester.clientIp,
    },
    now,
  );
}

/**
 * A registered customer's opt-in (spec 1's `addtoemaillist`, sent as c_additionalFields.newsletter):
 * the account's address joins the same list, with the postal code and gender of the registration.
 */
export async function optInAtRegistration(db: Database, customer: CustomerRow, clientIp: string, now = new Date()) {
  const locale = (['en-US', 'en-CA', 'fr-CA'] as const).find((l) => l === customer.preferredLocale) ?? 'en-US';
  const context: ConsentContext = { method: 'registration-checkbox', source: 'registration', locale, ip: clientIp };
  await subscribe(
    db,
    customer.email,
    context,
    { postalCode: customer.postalCode, gender: customer.gender },
    unsubscribePage(locale),
    now,
  );
}

/**
 * An unsubscribe link used: from its page's button, or posted by a mail client (RFC 8058). The
 * address leaves the list and the account's newsletter box, if it has one, is unticked.
 */
export async function unsubscribeWithLink(
  db: Database,
  token: string,
  method: Extract<ConsentMethod, 'unsubscribe-page' | 'one-click-unsubscribe'>,
  clientIp: string,
  now = new Date(),
): Promise<Unsubscribed> {
  await consumeLimits(db, [[NEWSLETTER_LIMITS.unsubscribePerIp, clientIp]], now);
  const result = await unsubscribeByToken(db, token, { method, source: 'email', ip: clientIp }, now);
  if (result.changed) await setNewsletterOptIn(db, result.address, false, now);
  return result;
}
