import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../ui/field';

/** A password input with a show/hide toggle (spec 1 §2). */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: { label: ReactNode; name: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative mt-1">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            className="w-full rounded border border-neutral-500 py-2 pl-3 pr-20 aria-invalid:border-red-700"
            {...input}
          />
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 px-3 text-sm font-semibold underline underline-offset-2"
          >
            {shown
              ? intl.formatMessage({ id: 'auth.hide_password', defaultMessage: 'Hide' })
              : intl.formatMessage({ id: 'auth.show_password', defaultMessage: 'Show' })}
            <span className="sr-only">
              {' '}
              {intl.formatMessage({ id: 'auth.password_word', defaultMessage: 'password' })}
            </span>
          </button>
        </div>
      )}
    </Field>
  );
}
