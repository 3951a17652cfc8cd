import { Alert } from '../ui/alert';
import type { AuthForm } from './use-auth-form';

/** The sign-in flow's global form error: a closable alert, cleared by the next submit (spec 1 §4). */
export function FormErrorAlert({ form }: { form: Pick<AuthForm, 'formError' | 'closeAlert'> }) {
  if (!form.formError) return null;
  return (
    <div className="mt-4">
      <Alert status="error" closable onClose={form.closeAlert}>
        {form.formError}
      </Alert>
    </div>
  );
}
