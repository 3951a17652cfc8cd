import { PASSWORD_CONSTRAINTS } from '@ridgeline/config';
import { defineMessages, useIntl } from 'react-intl';
import { passwordChecks } from '~/lib/forms/registration';

const m = defineMessages({
  title: { id: 'auth.password_rules', defaultMessage: 'Your password must contain:' },
  hasMinChars: { id: 'auth.rule_min_chars', defaultMessage: 'At least 8 characters' },
  hasUppercase: { id: 'auth.rule_uppercase', defaultMessage: '1 uppercase letter' },
  hasNumber: { id: 'auth.rule_number', defaultMessage: '1 number' },
  hasLowercase: { id: 'auth.rule_lowercase', defaultMessage: '1 lowercase letter' },
  hasSpecialChar: { id: 'auth.rule_special', defaultMessage: '1 special character' },
  met: { id: 'auth.rule_met', defaultMessage: 'done' },
  unmet: { id: 'auth.rule_unmet', defaultMessage: 'not yet' },
});

/** The password strength checklist of spec 1 §5, ticked as the shopper types. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const intl = useIntl();
  const checks = passwordChecks(password);
  const rules = (['hasMinChars', 'hasUppercase', 'hasNumber', 'hasLowercase', 'hasSpecialChar'] as const).filter(
    (rule) => rule !== 'hasSpecialChar' || PASSWORD_CONSTRAINTS.requireSpecialChar,
  );
  return (
    <div id={id} className="mt-2 text-sm">
      <p>{intl.formatMessage(m.title)}</p>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
        {rules.map((rule) => (
          <li key={rule} className={checks[rule] ? 'text-green-800' : 'text-neutral-700'}>
            <span aria-hidden="true">{checks[rule] ? '✓ ' : '○ '}</span>
            {intl.formatMessage(m[rule])}
            <span className="sr-only"> ({intl.formatMessage(checks[rule] ? m.met : m.unmet)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
