import { useContext, useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import type { AuthActionResult } from '~/lib/account/auth.server';
import { fieldMessages, isFieldMessageKey, type FieldErrors } from '~/lib/forms/field-messages';
import { AuthActionContext } from './account-modal-context';

export type AuthAnswer = Extract<AuthActionResult, { ok: true }>;
type Values = Record<string, FormDataEntryValue>;

const valuesOf = (form: HTMLFormElement, submitter?: HTMLElement | null) =>
  Object.fromEntries(new FormData(form, submitter ?? undefined)) as Values;

/**
 * One form of the sign-in flow. Fields are checked as the shopper leaves them ("on touch", spec 1
 * §5) with the server's own schema, again on submit, and by the server; a form error shows as a
 * closable alert that the next submit clears (spec 1 §4). `onAnswer` receives an accepted answer.
 */
export function useAuthForm(
  validate: (values: Values) => FieldErrors,
  onAnswer: (answer: AuthAnswer) => void,
  /** A refusal from the server (field or form errors), after they are shown. */
  onRefused?: () => void,
) {
  const intl = useIntl();
  const fetcher = useFetcher<AuthActionResult>();
  // In the account modal the forms post to the login page's action, whatever page is open.
  const action = useContext(AuthActionContext);
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>({});
  const [alertOpen, setAlertOpen] = useState(false);
  const answer = fetcher.data;
  const serverErrors = answer && !answer.ok ? answer.fieldErrors : {};
  const live = validate(values);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok) onAnswer(answer);
    else {
      setAlertOpen(Boolean(answer.formError));
      const first = Object.keys(answer.fieldErrors)[0];
      if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      onRefused?.();
    }
    // Runs when an answer arrives, not when the callback changes identity.
  }, [fetcher.state, answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAlertOpen(false);
    const found = validate(valuesOf(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
    setSubmitErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    const first = Object.keys(found)[0];
    if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => setValues(valuesOf(event.currentTarget));
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (name) setTouched((previous) => new Set(previous).add(name));
    setValues(valuesOf(event.currentTarget));
  };

  return {
    fetcher,
    values,
    formProps: { ref, method: 'post' as const, action, noValidate: true, onSubmit, onChange, onBlur },
    /** The message for a field: the last submit's or the server's, else the live one once touched. */
    errorOf: (name: string) => {
      const message = submitErrors[name] ?? serverErrors[name] ?? (touched.has(name) ? live[name] : undefined);
      if (!message) return undefined;
      return isFieldMessageKey(message) ? intl.formatMessage(fieldMessages[message]) : message;
    },
    /** The form's error, translated when the server answered a message key (the error texts of spec 1 §8). */
    formError:
      alertOpen && answer && !answer.ok && answer.formError
        ? isFieldMessageKey(answer.formError)
          ? intl.formatMessage(fieldMessages[answer.formError])
          : answer.formError
        : undefined,
    closeAlert: () => setAlertOpen(false),
    busy: fetcher.state !== 'idle',
  };
}
export type AuthForm = ReturnType<typeof useAuthForm>;
