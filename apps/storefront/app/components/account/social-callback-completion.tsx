import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher, useNavigate } from 'react-router';
import { SOCIAL_RETURN_TO_KEY } from '~/lib/forms/social';
import { SOCIAL_CALLBACK_PATH } from '~/lib/urls/paths';
import type { SocialCallbackData, SocialCallbackResult } from '~/lib/account/social.server';
import { useToast } from '../ui/toaster';

function storedReturnTo(): string {
  try {
    return sessionStorage.getItem(SOCIAL_RETURN_TO_KEY) ?? '';
  } catch (error) {
    console.error('Could not read the return-to page', error);
    return '';
  }
}

/**
 * The social callback page: posts the provider's answer and the return-to page kept in session
 * storage to this page's action, which signs the shopper in; then the welcome toast and on
 * to that page (spec 1 §4), or back to the login page with the error. The post, not the provider's
 * GET, changes the session, and it reloads the header's customer like any sign-in.
 */
export function SocialCallbackCompletion({ answer }: { answer: SocialCallbackData }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<SocialCallbackResult>();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const fields: Record<string, string> =
      answer.outcome === 'complete'
        ? { intent: 'complete', code: answer.code, state: answer.state, ...(answer.user ? { user: answer.user } : {}) }
        : { intent: answer.outcome };
    void fetcher.submit({ ...fields, returnTo: storedReturnTo() }, { method: 'post', action: SOCIAL_CALLBACK_PATH });
  }, [answer, fetcher]);

  const result = fetcher.data;
  const done = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || done.current) return;
    done.current = true;
    try {
      sessionStorage.removeItem(SOCIAL_RETURN_TO_KEY);
    } catch {
      // Nothing kept, nothing to remove.
    }
    if (result.ok) {
      const name = result.firstName;
      toast({
        status: 'success',
        title: result.isNew
          ? name
            ? intl.formatMessage({ id: 'auth.welcome_new_name', defaultMessage: 'Welcome, {name}!' }, { name })
            : intl.formatMessage({ id: 'auth.welcome_new', defaultMessage: 'Welcome, new member!' })
          : name
            ? intl.formatMessage({ id: 'auth.welcome_back_name', defaultMessage: 'Welcome back, {name}!' }, { name })
            : intl.formatMessage({ id: 'auth.welcome_back', defaultMessage: 'Welcome back!' }),
        description: result.isNew
          ? intl.formatMessage({ id: 'auth.signed_up', defaultMessage: "You've successfully signed up!" })
          : intl.formatMessage({ id: 'auth.logged_in', defaultMessage: 'You are now logged in.' }),
      });
    }
    void navigate(result.to, { replace: true });
  }, [fetcher.state, result, intl, toast, navigate]);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center" role="status">
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="auth.social_signing_in" defaultMessage="Logging you in…" />
      </h1>
    </div>
  );
}
