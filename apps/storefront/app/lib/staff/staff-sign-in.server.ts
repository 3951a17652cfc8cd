import { CommerceApiError } from '@ridgeline/sdk';
import { data, redirect, type AppLoadContext } from 'react-router';
import { fieldErrorsOf, type FieldErrors } from '../forms/field-messages';
import { StaffSignInForm, type StaffSignInRefusal } from '../forms/staff-sign-in';
import { readForm } from '../http/read-form.server';
import { localizedPath, staffNextPath } from './next-path';
import { clearStaffSessionCookie, STAFF_NO_STORE, staffSessionCookie, staffTokenOf } from './staff-session.server';

const refused = (status: number, fieldErrors: FieldErrors, formError?: string) =>
  data<StaffSignInRefusal>(
    { ok: false, fieldErrors, ...(formError ? { formError } : {}) },
    { status, headers: STAFF_NO_STORE },
  );

/**
 * The staff sign-in (`POST /staff/login`, decision 047): the form checked as the browser checks it
 * (400 with each field's message), then `POST /api/staff/sessions` with the visitor's IP (the engine
 * limits attempts per address and per account). Signed in: the session's httpOnly cookie, and a
 * redirect to `next` when it is a path of this shop, else the home. A refusal keeps the engine's
 * single message (401: "Invalid e-mail or password."); too many attempts (429) say so; the engine
 * failing is 502 with the generic message, logged.
 */
export async function staffSignInAction(request: Request, context: AppLoadContext) {
  const values = Object.fromEntries(await readForm(request));
  const form = StaffSignInForm.safeParse(values);
  if (!form.success) return refused(400, fieldErrorsOf(form.error.issues));
  const next = staffNextPath(form.data.next, localizedPath(request, '/'));
  try {
    const session = await context.shopper.anonymousClient().signInStaff(form.data.email, form.data.password);
    return redirect(next, { headers: { 'set-cookie': staffSessionCookie(request, session), ...STAFF_NO_STORE } });
  } catch (error) {
    if (!(error instanceof CommerceApiError)) throw error;
    if (error.status === 429) return refused(429, {}, 'tooManyAttempts');
    if (error.status < 500) {
      context.logger.info({ msg: 'Staff sign-in refused', status: error.status, code: error.code });
      return refused(error.status, {}, error.message);
    }
    context.logger.error({ msg: 'Staff sign-in failed', status: error.status, error: error.message });
    return refused(502, {}, 'somethingWrong');
  }
}

/**
 * The staff sign-out (`POST /staff/logout`, sent by its form, which has no fields: anything else is
 * 400 or 415): the engine revokes the session (one that has already ended is fine; a failure is
 * logged), the cookie is dropped, and staff land on the sign-in page.
 */
export async function staffSignOutAction(request: Request, context: AppLoadContext) {
  await readForm(request);
  const token = staffTokenOf(request);
  if (token) {
    await context.commerce
      .forShopper(token)
      .signOutStaff()
      .catch((error: unknown) => {
        if (error instanceof CommerceApiError && error.status === 401) return;
        context.logger.warn({ msg: 'Staff sign-out call failed; the cookie is dropped anyway', error: String(error) });
      });
  }
  return redirect(localizedPath(request, '/staff/login'), {
    headers: { 'set-cookie': clearStaffSessionCookie(request), ...STAFF_NO_STORE },
  });
}
