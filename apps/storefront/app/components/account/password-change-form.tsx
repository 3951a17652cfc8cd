import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PasswordChangeForm as PasswordChangeSchema } from '~/lib/forms/account';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { Alert } from '../ui/alert';
import { useToast } from '../ui/toaster';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { useAccountForm } from './use-account-form';

const m = defineMessages({
  title: { id: 'account.password.title', defaultMessage: 'Change Password' },
  current: { id: 'account.password.current', defaultMessage: 'Current Password' },
  next: { id: 'account.password.new', defaultMessage: 'New Password' },
  submit: { id: 'account.password.submit', defaultMessage: 'Change Password' },
  changing: { id: 'account.password.changing', defaultMessage: 'Changing…' },
  changed: { id: 'account.password.changed', defaultMessage: 'Your password has been changed.' },
  changedDetail: {
    id: 'account.password.changed_detail',
    defaultMessage: 'You have been logged out everywhere else.',
  },
});

/** Account Details' password change: the current password, a new one with the registration checklist. */
export function PasswordChangeForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const [password, setPassword] = useState('');
  const form = useAccountForm(
    (values) => {
      const parsed = PasswordChangeSchema.safeParse({ intent: 'password', ...values });
      return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    },
    (element) => {
      element.reset();
      setPassword('');
      toast({ title: t(m.changed), description: t(m.changedDetail), status: 'success' });
    },
  );
  return (
    <section aria-labelledby="password-title" className="mt-10">
      <h2 id="password-title" className="text-xl font-bold">
        {t(m.title)}
      </h2>
      <form.fetcher.Form {...form.formProps} className="mt-4 grid max-w-md gap-4">
        <input type="hidden" name="intent" value="password" />
        {form.formError ? <Alert status="error">{form.formError}</Alert> : null}
        <PasswordField
          label={t(m.current)}
          name="currentPassword"
          autoComplete="current-password"
          maxLength={255}
          error={form.errorOf('currentPassword')}
          required
        />
        <PasswordField
          label={t(m.next)}
          name="password"
          autoComplete="new-password"
          maxLength={255}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errorOf('password')}
          required
        />
        {/* After the field, not in its hint: the hint is a paragraph, and the checklist a list. */}
        <PasswordChecklist id="new-password-rules" password={password} />
        <div>
          <button
            type="submit"
            disabled={form.busy}
            className="rounded bg-brand px-6 py-2.5 font-semibold text-white disabled:opacity-50"
          >
            {t(form.busy ? m.changing : m.submit)}
          </button>
        </div>
      </form.fetcher.Form>
    </section>
  );
}
