import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { AuthView } from '~/lib/account/auth.server';
import { useToast } from '../ui/toaster';
import { CheckEmailStep } from './check-email-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { RegisterStep } from './register-step';
import { ResetRequestForm } from './reset-request-form';
import type { AuthAnswer } from './use-auth-form';

/**
 * The sign-in flow (spec 1 §2, §4): e-mail → precheck → password or registration; success shows
 * the welcome toast ('Welcome back!' or 'Welcome, new member!') and goes on to `returnTo`, or
 * hands over to `onSignedIn` (the account modal).
 */
export function AuthFlow({
  initialView,
  initialEmail = '',
  returnTo,
  onSignedIn,
}: {
  initialView: AuthView;
  initialEmail?: string;
  /** Where a sign-in page goes on success (a same-origin path, checked by the page's loader). */
  returnTo?: string;
  /** Instead of navigating: the account modal closes and the interrupted action continues. */
  onSignedIn?: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState(initialEmail);
  const [updatePostalCode, setUpdatePostalCode] = useState(false);
  const back = () => setView('email');
  // A passwordless link leads back to where the shopper was: the sign-in page's target, or the
  // page under the modal.
  const redirectUrl = returnTo ?? location.pathname + location.search;
  const onAnswer = (answer: AuthAnswer) => {
    if (answer.intent === 'precheck') {
      setEmail(answer.email);
      setUpdatePostalCode(answer.updatePostalCode);
      setView(answer.view);
      return;
    }
    if (answer.intent === 'passwordless') {
      setView('check-email');
      return;
    }
    if (answer.intent !== 'login' && answer.intent !== 'register') return;
    const name = answer.firstName;
    toast({
      status: 'success',
      title: answer.isNew
        ? name
          ? intl.formatMessage({ id: 'auth.welcome_new_name', defaultMessage: 'Welcome, {name}!' }, { name })
          : intl.formatMessage({ id: 'auth.welcome_new', defaultMessage: 'Welcome, new member!' })
        : name
          ? intl.formatMessage({ id: 'auth.welcome_back_name', defaultMessage: 'Welcome back, {name}!' }, { name })
          : intl.formatMessage({ id: 'auth.welcome_back', defaultMessage: 'Welcome back!' }),
      description: answer.isNew
        ? intl.formatMessage({ id: 'auth.signed_up', defaultMessage: "You've successfully signed up!" })
        : intl.formatMessage({ id: 'auth.logged_in', defaultMessage: 'You are now logged in.' }),
    });
    if (onSignedIn) onSignedIn();
    else if (returnTo) navigate(returnTo);
  };
  const toPassword = () => setView('password');
  if (view === 'password') {
    return (
      <PasswordStep
        email={email}
        updatePostalCode={updatePostalCode}
        redirectUrl={redirectUrl}
        onBack={back}
        onAnswer={onAnswer}
        onForgotPassword={() => setView('forgot-password')}
      />
    );
  }
  if (view === 'forgot-password') {
    return <ResetRequestForm initialEmail={email} onBack={toPassword} onDone={toPassword} />;
  }
  if (view === 'check-email') return <CheckEmailStep email={email} redirectUrl={redirectUrl} onBack={toPassword} />;
  if (view === 'register') return <RegisterStep email={email} onBack={back} onAnswer={onAnswer} />;
  return <EmailStep email={email} onAnswer={onAnswer} />;
}
