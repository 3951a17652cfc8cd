import { useId, type ReactNode } from 'react';

/** The ids and aria attributes that tie a control to its label, hint and error. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A form field's label, hint and error around its control, tied together for screen readers. */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        // A div: a hint may be a block of its own (the password checklist's list).
        <div id={`${id}-hint`} className="mt-1 text-xs text-neutral-700">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
