import {
  AUTHOR_PREVIEW_COOKIE,
  decideAuthorPreview,
  decideVse,
  VSE_COOKIE,
  VSE_PARAM,
  VSE_TIMESTAMP_COOKIE,
  type VseDecision,
} from '../app/lib/preview/vse.js';
import { readCookie } from '../app/lib/http/cookies.js';

/**
 * A page load by the browser itself (the address bar, a link, a reload), as opposed to a script's
 * fetch or a client-side navigation's data request: only such a first load ends a preview whose
 * parameters the address lacks (spec 3 §4.2).
 */
export function isDocumentLoad(request: Request): boolean {
  if (request.method !== 'GET' || new URL(request.url).pathname.endsWith('.data')) return false;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination) return destination === 'document';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The preview environment of a page request (spec 3 §4.2), from its address and cookies, with author preview's wish. */
export function previewOfRequest(
  request: Request,
  environments: readonly string[],
): VseDecision & { authorPreview: boolean } {
  const params = new URL(request.url).searchParams;
  // withPreview writes the values URI-encoded (an ISO moment holds colons).
  const cookies = {
    vse: decoded(readCookie(request, VSE_COOKIE)),
    timestamp: decoded(readCookie(request, VSE_TIMESTAMP_COOKIE)),
  };
  const decision = decideVse(params, cookies, isDocumentLoad(request), environments);
  const author = decideAuthorPreview(params, readCookie(request, AUTHOR_PREVIEW_COOKIE));
  if (author.cookie) decision.cookies[AUTHOR_PREVIEW_COOKIE] = author.cookie === 'set' ? '1' : null;
  return { ...decision, authorPreview: author.requested };
}

/** Whether a request may be in preview: such pages are never kept in a shared cache. */
export const mayBePreview = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return (
    params.has(VSE_PARAM) ||
    params.has(AUTHOR_PREVIEW_COOKIE) ||
    readCookie(request, VSE_COOKIE) !== undefined ||
    readCookie(request, AUTHOR_PREVIEW_COOKIE) !== undefined
  );
};

/**
 * The page's answer with the preview's cookies (session cookies, httpOnly: scripts learn the
 * preview from the root loader) and, while previewing, `private, no-store`.
 */
export function withPreview(
  response: Response,
  decision: VseDecision & { authorPreview?: boolean },
  request: Request,
): Response {
  const cookies = Object.entries(decision.cookies);
  const previewing = Boolean(decision.preview || decision.authorPreview);
  if (!previewing && cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of cookies) {
    headers.append(
      'set-cookie',
      value === null
        ? `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
        : `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  if (previewing) headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
