import { DomainError } from '../../http/errors.js';

/**
 * The link e-mails cannot be sent: the callback address is not this shop's (spec 1 §8 "callback uri
 * mismatch" → the feature-unavailable message, which the storefront shows for this code). A 422:
 * the request is what is wrong — retrying it will not help, as a 503 would suggest. Refused before
 * the e-mail is even looked up, so the answer says nothing about accounts.
 */
export class EmailLinksUnavailableError extends DomainError {
  constructor() {
    super(
      'feature_unavailable',
      'This feature is not currently available: the callback is not a page of this shop (PUBLIC_ORIGIN).',
      422,
    );
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Origins a link may point at. A shop reached by a public name sets PUBLIC_ORIGIN (the storefront
 * reads the same variable); without it only loopback addresses are accepted (development and e2e).
 * Taking the origin from the request's Host header instead would let anyone ask for a victim's
 * link to be sent pointing at their own site ("reset poisoning").
 */
function isAcceptedOrigin(url: URL, env: NodeJS.ProcessEnv): boolean {
  const configured = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '');
  if (configured) return url.origin === configured;
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** The storefront page a link lands on, when it is this shop's; throws EmailLinksUnavailableError otherwise. */
export function acceptedCallback(callbackUri: string, env: NodeJS.ProcessEnv = process.env): URL {
  let url: URL;
  try {
    url = new URL(callbackUri);
  } catch {
    throw new EmailLinksUnavailableError();
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (!web || url.username || url.password || url.hash || !isAcceptedOrigin(url, env)) {
    throw new EmailLinksUnavailableError();
  }
  url.searchParams.delete('token');
  return url;
}

/** The link in the e-mail: the landing page with the token in its query. */
export function linkFor(callback: URL, token: string): string {
  const link = new URL(callback);
  link.searchParams.set('token', token);
  return link.toString();
}

const PROBE_ORIGIN = 'https://redirect-probe.invalid';

// Browsers ignore tabs and newlines in URLs and read backslashes as slashes: any of them can turn
// an innocent-looking path into `//evil.com` (the storefront's safeRedirectTarget has the same rule).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0020\u007f\\]/;
const looksLocal = (path: string) => path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);

/**
 * SECURITY.md "Open redirects": a same-origin path is kept; anything else (`https://evil.com`,
 * `//evil.com`, `/\evil.com`, their percent-encoded forms, up to three rounds of decoding) is `/`.
 */
export function sameOriginPath(target: string | null | undefined): string {
  if (typeof target !== 'string' || target.length > 2000 || !looksLocal(target)) return '/';
  let decoded = target;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    if (!looksLocal(next)) return '/';
    decoded = next;
  }
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN ? target : '/';
}
