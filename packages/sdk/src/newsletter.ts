import type {
  NewsletterDetailRequest,
  NewsletterSubscribeAnswer,
  NewsletterSubscribeRequest,
  NewsletterUnsubscribeStatus,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/**
 * The newsletter (spec 3 §7, decision 050): the sign-up, the detail update and the unsubscribe
 * links. Refusals are CommerceApiErrors: 400 invalid_form (the spec's message for the field) or
 * invalid_token, 422 feature_unavailable, 429 rate_limited. With `forShopper`, a signed-in
 * customer signing up their own address is told what the list holds about it.
 */
export function newsletterCalls({ write, organizationId }: Pick<Transport, 'write'> & { organizationId: string }) {
  const base = `/custom/subscriptions/v1/organizations/${encodeURIComponent(organizationId)}/newsletter`;
  return {
    subscribeToNewsletter: (request: NewsletterSubscribeRequest) =>
      write<NewsletterSubscribeAnswer>('POST', `${base}/subscribe`, request),
    updateNewsletterDetails: (request: NewsletterDetailRequest) =>
      write<{ success: true }>('PATCH', `${base}/subscribe`, request),
    /** What an unsubscribe link is about, without using it. */
    checkNewsletterUnsubscribe: (token: string) =>
      write<NewsletterUnsubscribeStatus>('POST', `${base}/unsubscribe/check`, { token }),
    unsubscribeFromNewsletter: (
      token: string,
      method: 'unsubscribe-page' | 'one-click-unsubscribe' = 'unsubscribe-page',
    ) => write<NewsletterUnsubscribeStatus>('POST', `${base}/unsubscribe`, { token, method }),
  };
}
