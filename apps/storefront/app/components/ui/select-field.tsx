import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './field';

type Props = {
  label: ReactNode;
  name: string;
  error?: string;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled native select (the platform's own keyboard and screen-reader behaviour). */
export function SelectField({ label, error, className, children, ...select }: Props) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className="mt-1 w-full rounded border border-neutral-500 bg-white px-3 py-2 aria-invalid:border-red-700"
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
