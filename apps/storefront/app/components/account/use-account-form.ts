import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import type { AccountActionResult } from '~/lib/account/account.server';
import { fieldMessages, isFieldMessageKey, type FieldErrors } from '~/lib/forms/field-messages';

type Values = Record<string, FormDataEntryValue>;

const valuesOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Values;

/**
 * One form of the account area: fields are checked as the customer leaves them, with the schema
 * the server uses, and all of them on submit; the server's refusals sit on their fields (or in an
 * alert) and the first invalid field takes the focus. `onDone` runs when the server accepted it.
 */
export function useAccountForm(validate: (values: Values) => FieldErrors, onDone?: (form: HTMLFormElement) => void) {
  const intl = useIntl();
  const fetcher = useFetcher<AccountActionResult>();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const answer = fetcher.data;
  const serverErrors = answer && !answer.ok ? answer.fieldErrors : {};
  const live = validate(values);

  const focusFirst = (names: string[]) => {
    const field = names.map((n) => ref.current?.querySelector<HTMLElement>(`[name="${n}"]`)).find(Boolean);
    field?.focus();
  };

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok) {
      setSubmitted(false);
      setTouched(new Set());
      if (ref.current) onDone?.(ref.current);
    } else focusFirst(Object.keys(answer.fieldErrors));
    // Runs when an answer arrives, not when the callback changes identity.
  }, [fetcher.state, answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const current = valuesOf(event.currentTarget);
    setValues(current);
    setSubmitted(true);
    const found = validate(current);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusFirst(Object.keys(found));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => setValues(valuesOf(event.currentTarget));
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (name) setTouched((previous) => new Set(previous).add(name));
    setValues(valuesOf(event.currentTarget));
  };

  return {
    fetcher,
    formProps: { ref, method: 'post' as const, noValidate: true, onSubmit, onChange, onBlur },
    /** A field's message: its live one once left or submitted, else the server's. */
    errorOf: (name: string) => {
      const message = (submitted || touched.has(name) ? live[name] : undefined) ?? serverErrors[name];
      if (!message) return undefined;
      return isFieldMessageKey(message) ? intl.formatMessage(fieldMessages[message]) : message;
    },
    formError: answer && !answer.ok && fetcher.state === 'idle' ? answer.formError : undefined,
    busy: fetcher.state !== 'idle',
    done: Boolean(answer?.ok) && fetcher.state === 'idle',
  };
}
export type AccountForm = ReturnType<typeof useAccountForm>;
