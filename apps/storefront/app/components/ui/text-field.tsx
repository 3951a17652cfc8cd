import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

type Props = {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, error, hint, className, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          className="mt-1 w-full rounded border border-neutral-500 px-3 py-2 aria-invalid:border-red-700"
          {...input}
        />
      )}
    </Field>
  );
}
