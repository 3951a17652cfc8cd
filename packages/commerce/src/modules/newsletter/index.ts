/**
 * The newsletter module's face (spec 3 §2.6, §3.9; decision 050): the list of subscribed
 * addresses with their details, the consent record of every sign-up and unsubscription, the
 * unsubscribe links, the sign-up's rules and limits.
 */
export {
  NewsletterDetailRequest,
  NewsletterRefusal,
  NewsletterSubscribeAnswer,
  NewsletterSubscribeRequest,
  NewsletterSuccess,
  UnsubscribeCheckRequest,
  UnsubscribeRequest,
  UnsubscribeStatus,
} from './contract.js';
export { InvalidUnsubscribeLinkError, NewsletterFormError } from './errors.js';
export { detailLimits, NEWSLETTER_LIMITS, subscribeLimits } from './limits.js';
export { checkedDetails, checkedNewsletterEmail } from './rules.js';
export type { ConsentMethod } from './schema.js';
export {
  allFieldsProvided,
  recordDetails,
  recordSubscription,
  subscriberByEmail,
  type ConsentContext,
  type NewsletterLocale,
  type SubscriberDetails,
  type Subscription,
} from './subscriptions.js';
export {
  issueUnsubscribeToken,
  unsubscribeByToken,
  unsubscribeEmail,
  unsubscribeLinkStatus,
  type Unsubscribed,
} from './unsubscribe.js';
