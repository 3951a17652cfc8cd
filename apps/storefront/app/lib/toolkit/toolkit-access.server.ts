import type { AppLoadContext } from 'react-router';
import { readCookie } from '../http/cookies';
import type { ToolkitPolicy } from './toolkit.server';

/** The staff sign-in's httpOnly cookie: the staff session token (decision 047). */
export const STAFF_COOKIE = 'rl_staff';

/**
 * Whether this request may use the Storefront Toolkit: anyone with the link under `open` (the
 * spec's rule), nobody under `off`, and under `staff` only a request with a live staff session
 * (asked of the engine; a failure counts as none and is logged).
 */
export async function toolkitAllowed(
  request: Request,
  context: AppLoadContext,
  policy: ToolkitPolicy,
): Promise<boolean> {
  if (policy !== 'staff') return policy === 'open';
  return hasStaffSession(request, context);
}

/** Whether the request carries a live staff session (the engine is asked; a failure counts as none, logged). */
export async function hasStaffSession(request: Request, context: AppLoadContext): Promise<boolean> {
  const token = readCookie(request, STAFF_COOKIE);
  if (!token) return false;
  try {
    await context.commerce.forShopper(token).getStaffSession();
    return true;
  } catch (error) {
    context.logger.info({ msg: 'No live staff session', error: String(error) });
    return false;
  }
}
