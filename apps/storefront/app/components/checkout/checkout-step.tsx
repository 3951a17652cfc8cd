import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type StepState = 'open' | 'done' | 'upcoming';

/**
 * One numbered step of the checkout: its form while open, a summary with Edit once done, only
 * its title before its turn.
 */
export function CheckoutStepSection({
  id,
  number,
  title,
  state,
  summary,
  onEdit,
  children,
}: {
  id: string;
  number: number;
  title: string;
  state: StepState;
  summary?: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby={`${id}-title`} className="border-b border-neutral-300 py-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-title`} className={`text-xl font-bold ${state === 'upcoming' ? 'text-neutral-600' : ''}`}>
          {number}. {title}
        </h2>
        {state === 'done' && onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            className="font-semibold underline underline-offset-2"
            aria-label={intl.formatMessage(
              { id: 'checkout.edit_step', defaultMessage: 'Edit {step}' },
              { step: title },
            )}
          >
            <FormattedMessage id="checkout.edit" defaultMessage="Edit" />
          </button>
        ) : null}
      </div>
      {state === 'open' ? <div className="mt-4">{children}</div> : null}
      {state === 'done' && summary ? <div className="mt-3 text-sm">{summary}</div> : null}
    </section>
  );
}

/** The primary button of a step. */
export function StepSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto"
    >
      {children}
    </button>
  );
}

/** A message from the server about the whole step (declined card, changed total…). */
export function StepAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}
