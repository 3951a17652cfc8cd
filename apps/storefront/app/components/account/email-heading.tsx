import { FormattedMessage } from 'react-intl';

/** The e-mail the shopper entered, with Edit to go back and change it (spec 1 §2). */
export function EnteredEmail({ email, onEdit }: { email: string; onEdit: () => void }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2">
      <span className="font-semibold break-all">{email}</span>
      <button type="button" onClick={onEdit} className="text-sm font-semibold underline underline-offset-2">
        <FormattedMessage id="auth.edit" defaultMessage="Edit" />
      </button>
    </p>
  );
}

/** The Back button of the password and registration views. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" onClick={onBack} className="mb-3 text-sm font-semibold underline underline-offset-2">
      <FormattedMessage id="auth.back" defaultMessage="Back" />
    </button>
  );
}
