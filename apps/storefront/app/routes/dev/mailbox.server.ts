import { data } from 'react-router';

/** E-mails per page of the development mailbox. */
export const MAILBOX_PAGE_SIZE = 50;

/**
 * The development mailbox shows shoppers' addresses and orders, so like the engine's API (decision
 * 013) it does not exist in production: the shop's ordinary 404. Read per request, so the running
 * process's environment decides, not the build.
 */
export function notInProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production') throw data(null, { status: 404 });
}

/** `?page=2` → offset 50; a missing or malformed page is the first. */
export function mailboxPage(url: URL): { page: number; offset: number } {
  const raw = Number(url.searchParams.get('page') ?? '1');
  // The engine pages up to offset 100 000.
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, 2000) : 1;
  return { page, offset: (page - 1) * MAILBOX_PAGE_SIZE };
}
