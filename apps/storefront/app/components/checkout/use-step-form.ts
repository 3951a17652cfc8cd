import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import type { CheckoutActionResult } from '~/lib/checkout/checkout.server';
import { fieldMessages, isFieldMessageKey, type FieldErrors } from '~/lib/forms/field-messages';

/**
 * One checkout step's form: checked in the browser with the server's schema before it is sent,
 * then by the server; errors of either kind sit on their fields and the first invalid field
 * takes the focus. `onDone` runs when the server accepted the step.
 */
export function useStepForm(
  intent: string,
  validate: (values: Record<string, FormDataEntryValue>) => FieldErrors,
  onDone?: () => void,
) {
  const intl = useIntl();
  const fetcher = useFetcher<CheckoutActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const answer = fetcher.data?.intent === intent ? fetcher.data : undefined;
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : answer && !answer.ok ? answer.fieldErrors : {};

  const focusFirstInvalid = (names: string[]) => {
    const field = names.map((n) => form.current?.querySelector<HTMLElement>(`[name="${n}"]`)).find(Boolean);
    field?.focus();
  };

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok) onDone?.();
    else focusFirstInvalid(Object.keys(answer.fieldErrors));
    // Runs when an answer arrives, not when the callbacks change identity.
  }, [fetcher.state, answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(Object.fromEntries(new FormData(event.currentTarget)));
    setClientErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusFirstInvalid(Object.keys(found));
  };

  const errorOf = (name: string): string | undefined => {
    const message = errors[name];
    if (!message) return undefined;
    return isFieldMessageKey(message) ? intl.formatMessage(fieldMessages[message]) : message;
  };

  return {
    fetcher,
    formProps: { ref: form, method: 'post' as const, noValidate: true, onSubmit },
    errorOf,
    formError: answer && !answer.ok ? answer.formError : undefined,
    busy: fetcher.state !== 'idle',
  };
}
