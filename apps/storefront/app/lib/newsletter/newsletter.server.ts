import { APP_CONFIG } from '@ridgeline/config';
import { CommerceApiError, type CommerceClient, type NewsletterSubscribeAnswer } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { publicOrigin } from '../http/origin.server';
import { readForm } from '../http/read-form.server';
import { buildPathWithUrlConfig } from '../urls';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '../urls/paths';

/** What the sign-up's resource route answers: the engine's answer, or a refusal whose msg goes under the email field. */
export type NewsletterRouteAnswer = NewsletterSubscribeAnswer | { success: true } | { success: false; msg: string };

type Locale = 'en-US' | 'en-CA' | 'fr-CA';
const SOMETHING_WRONG = 'Something went wrong. Try again!';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The form's locale when the shop has it, else the default: it picks the e-mail's language and the postal-code rule. */
function localeOf(form: FormData): { id: Locale; path: (path: string) => string } {
  const site = APP_CONFIG.sites[0]!;
  const locale =
    site.l10n.supportedLocales.find((l) => l.id === text(form, 'locale')) ??
    site.l10n.supportedLocales.find((l) => l.id === site.l10n.defaultLocale)!;
  return {
    id: locale.id as Locale,
    path: (path) => buildPathWithUrlConfig(APP_CONFIG, path, { site, locale }),
  };
}

/** The shopper's own client when they have a session (a signed-in owner is told what the list holds), else an anonymous one. */
async function clientOf(context: AppLoadContext): Promise<CommerceClient> {
  return context.shopper.token ? context.shopper.client() : context.shopper.anonymousClient();
}

/** An engine refusal in the sign-up's shape; anything unexpected is logged and answered with the generic message. */
function refusal(context: AppLoadContext, error: unknown): { status: number; body: NewsletterRouteAnswer } {
  if (error instanceof CommerceApiError && error.status >= 400 && error.status < 500) {
    return { status: error.status, body: { success: false, msg: error.message } };
  }
  context.logger.error({ msg: 'Newsletter call failed', error: String(error) });
  return { status: 502, body: { success: false, msg: SOMETHING_WRONG } };
}

/**
 * The newsletter's resource route (spec 3 §7): POST signs an address up, PATCH sends the detail
 * update. The form says where it was sent from (source, page, campaign, locale) and carries the
 * honeypot field as the visitor left it; the unsubscribe page of the welcome e-mail is this shop's,
 * in the form's locale.
 */
export async function newsletterAction(
  request: Request,
  context: AppLoadContext,
): Promise<{ status: number; body: NewsletterRouteAnswer }> {
  const form = await readForm(request);
  const locale = localeOf(form);
  const common = {
    email: text(form, 'email') ?? '',
    locale: locale.id,
    ...(text(form, 'page') ? { page: text(form, 'page')!.slice(0, 500) } : {}),
    ...(text(form, 'messageId') ? { messageId: text(form, 'messageId')!.slice(0, 100) } : {}),
    ...(text(form, 'website') ? { website: text(form, 'website')!.slice(0, 1000) } : {}),
  };
  const source = text(form, 'source') === 'marketing-link' ? 'marketing-link' : 'footer';
  try {
    const client = await clientOf(context);
    if (request.method === 'PATCH') {
      const gender = Number(text(form, 'gender') ?? '0');
      await client.updateNewsletterDetails({
        ...common,
        postalCode: text(form, 'postalCode') ?? '',
        gender: Number.isInteger(gender) ? gender : 0,
        source,
        ...(text(form, 'emailProfileCreationDate')
          ? { emailProfileCreationDate: text(form, 'emailProfileCreationDate')!.slice(0, 100) }
          : {}),
      });
      return { status: 200, body: { success: true } };
    }
    const answer = await client.subscribeToNewsletter({
      ...common,
      source,
      unsubscribeUrl: publicOrigin(request) + locale.path(NEWSLETTER_UNSUBSCRIBE_PATH),
    });
    return { status: 200, body: answer };
  } catch (error) {
    return refusal(context, error);
  }
}

/** What the unsubscribe page shows: the link's address (partly hidden) and whether it is still subscribed. */
export type UnsubscribeView =
  { state: 'ready' | 'done'; email: string; subscribed: boolean } | { state: 'invalid' } | { state: 'error' };

const tokenOf = (url: URL, form?: FormData) =>
  (form ? text(form, 'token') : undefined) ?? url.searchParams.get('token') ?? '';

/** The unsubscribe page's first step: what the link is about, without using it (a link scanner changes nothing). */
export async function unsubscribeLinkView(request: Request, context: AppLoadContext): Promise<UnsubscribeView> {
  const token = tokenOf(new URL(request.url));
  if (!token) return { state: 'invalid' };
  try {
    return { state: 'ready', ...(await context.shopper.anonymousClient().checkNewsletterUnsubscribe(token)) };
  } catch (error) {
    return unsubscribeFailure(context, error);
  }
}

/**
 * The unsubscribe: the page's button, or a mail client's one-click POST (RFC 8058, body
 * `List-Unsubscribe=One-Click`, sent cross-site with no cookies; server/same-origin.ts lets it
 * through for this path alone — the token in the link is the authority).
 */
export async function unsubscribeWithLink(request: Request, context: AppLoadContext): Promise<UnsubscribeView> {
  const form = await readForm(request);
  const token = tokenOf(new URL(request.url), form);
  if (!token) return { state: 'invalid' };
  const method = text(form, 'List-Unsubscribe') === 'One-Click' ? 'one-click-unsubscribe' : 'unsubscribe-page';
  try {
    return { state: 'done', ...(await context.shopper.anonymousClient().unsubscribeFromNewsletter(token, method)) };
  } catch (error) {
    return unsubscribeFailure(context, error);
  }
}

function unsubscribeFailure(context: AppLoadContext, error: unknown): UnsubscribeView {
  if (error instanceof CommerceApiError && error.status === 400) return { state: 'invalid' };
  context.logger.error({ msg: 'Newsletter unsubscribe failed', error: String(error) });
  return { state: 'error' };
}
