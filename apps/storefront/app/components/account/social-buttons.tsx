import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useMatches, useSearchParams } from 'react-router';
import { SOCIAL_ERRORS, SOCIAL_RETURN_TO_KEY, type SocialError } from '~/lib/forms/social';
import { Alert } from '../ui/alert';

const AppleLogo = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M12.15 6.9c-.95 0-2.42-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.2 3.09 3.79 3.04 1.52-.07 2.09-.99 3.94-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.64-3.33 1.66-3.42-.04-.01-3.18-1.22-3.22-4.86-.03-3.04 2.48-4.49 2.6-4.56-1.43-2.09-3.62-2.32-4.39-2.38-2-.16-3.68 1.09-4.62 1.09Zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.66.81-3.53 1.82-.78.9-1.46 2.34-1.27 3.71 1.34.1 2.71-.69 3.55-1.7Z" />
  </svg>
);

const GoogleLogo = () => (
  <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
    />
    <path
      fill="#FBBC05"
      d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
    />
  </svg>
);

const SIGN_IN_PAGES = /(^|\/)(login|registration)$/;

/**
 * Where the shopper returns after signing in with a provider: the sign-in page's own `returnUrl`
 * (the account when it has none), or the page the account modal was opened on. The callback
 * accepts only a same-origin path.
 */
function returnToPage(location: { pathname: string; search: string; hash: string }, onSignInPage: boolean) {
  if (!onSignInPage) return location.pathname + location.search + location.hash;
  return new URLSearchParams(location.search).get('returnUrl') ?? '';
}

function SocialErrorAlert({ error }: { error: SocialError }) {
  const [, setSearchParams] = useSearchParams();
  const close = () =>
    setSearchParams(
      (params) => {
        params.delete('socialError');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="mb-4">
      <Alert status="error" closable onClose={close}>
        {error === 'unavailable' ? (
          <FormattedMessage id="auth.social_unavailable" defaultMessage="This feature is not currently available." />
        ) : error === 'unverified' ? (
          <FormattedMessage
            id="auth.social_unverified"
            defaultMessage="We could not confirm your email address with that account. Log in with your email and password, or join for free."
          />
        ) : (
          <FormattedMessage id="auth.social_failed" defaultMessage="Something went wrong. Try again!" />
        )}
      </Alert>
    </div>
  );
}

/**
 * "Sign in with Apple" and "Sign in with Google" (spec 1 §2: social login for Apple and Google
 * only). A plain form post to /social-login, which sends the browser on to the provider; before it
 * leaves, the return-to page goes into session storage (spec 1 §3 session keys). A failed social
 * sign-in comes back to the login page with `?socialError=`, shown here as the form error.
 */
export function SocialButtons() {
  const intl = useIntl();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onSignInPage = useMatches().some((match) => SIGN_IN_PAGES.test(match.id));
  const error = searchParams.get('socialError');
  const remember = () => {
    try {
      sessionStorage.setItem(SOCIAL_RETURN_TO_KEY, returnToPage(location, onSignInPage));
    } catch (failure) {
      // Spec 1 §8: a storage failure is logged; the shopper then lands on the account page.
      console.error('Could not keep the return-to page', failure);
    }
  };
  const button =
    'flex w-full items-center justify-center gap-3 rounded border border-gray-900 bg-white px-6 py-3 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <div className="mt-6">
      {error && (SOCIAL_ERRORS as readonly string[]).includes(error) ? (
        <SocialErrorAlert error={error as SocialError} />
      ) : null}
      <p className="flex items-center gap-3 text-sm text-gray-700 before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300">
        <FormattedMessage id="auth.social_or" defaultMessage="or" />
      </p>
      <form method="post" action="/social-login" onSubmit={remember} className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="from" value={location.pathname} />
        <button type="submit" name="provider" value="apple" className={button}>
          <AppleLogo />
          {intl.formatMessage({ id: 'auth.sign_in_with_apple', defaultMessage: 'Sign in with Apple' })}
        </button>
        <button type="submit" name="provider" value="google" className={button}>
          <GoogleLogo />
          {intl.formatMessage({ id: 'auth.sign_in_with_google', defaultMessage: 'Sign in with Google' })}
        </button>
      </form>
    </div>
  );
}
