import { randomBytes } from 'node:crypto';
import type { Logger } from '@ridgeline/commerce';
import { readBrowserReport } from './browser-report.js';
import type { MiddlewareHandler } from 'hono';

/** Where browsers send what the policy blocked (logged: a violation is a bug or an attack). */
export const CSP_REPORT_PATH = '/csp-report';
const REPORT_MAX_BYTES = 8 * 1024;

export type SecurityHeadersOptions = {
  /**
   * Development leaves the Content-Security-Policy out: Vite's dev server injects inline scripts
   * of its own (hot reload) that carry no nonce. Every other header is sent in both modes.
   */
  mode: 'production' | 'development';
  /** Origins a form may lead to besides the shop: the identity providers' sign-in pages. */
  formTargets?: string[];
};

/**
 * Headers every answer carries (decision 040): an enforced Content-Security-Policy whose scripts
 * run only from this origin or with the request's nonce, no framing, no MIME sniffing, a strict
 * referrer policy and, over https, HSTS. The nonce is made here, given to the page render through
 * `cspNonce`, and read back after the render: the page cache sets the nonce its stored page was
 * rendered with.
 */
export function securityHeaders(
  options: SecurityHeadersOptions,
): MiddlewareHandler<{ Variables: { cspNonce?: string } }> {
  return async (c, next) => {
    c.set('cspNonce', randomBytes(16).toString('base64'));
    await next();
    const https = new URL(c.req.url).protocol === 'https:';
    // A Response proxied from a remote engine has immutable headers: copied once (not its body).
    if (!mutable(c.res.headers)) c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    const set = (name: string, value: string) => {
      // An answer may carry its own, stricter policy (generated artwork, the API's docs page).
      if (!headers.has(name)) headers.set(name, value);
    };
    if (options.mode === 'production') {
      set('content-security-policy', contentSecurityPolicy(c.get('cspNonce')!, { https, ...options }));
    }
    set('x-frame-options', 'DENY');
    set('x-content-type-options', 'nosniff');
    set('referrer-policy', 'strict-origin-when-cross-origin');
    set('cross-origin-opener-policy', 'same-origin');
    set('permissions-policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)');
    if (https) set('strict-transport-security', 'max-age=31536000');
  };
}

function mutable(headers: Headers): boolean {
  try {
    headers.delete('x-powered-by');
    return true;
  } catch {
    return false;
  }
}

export function contentSecurityPolicy(
  nonce: string,
  { https, formTargets = [] }: { https: boolean; formTargets?: string[] },
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Style attributes (a swatch's colour, a progress bar's width) cannot run script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formTargets].join(' '),
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Receives the browser's violation reports and logs them with the request id; answers 204. */
export function cspReports(logger: Logger): MiddlewareHandler<{ Variables: { requestId?: string } }> {
  return async (c) => {
    const read = await readBrowserReport(c.req.raw, {
      type: /^application\/(csp-report|reports\+json|json)\b/,
      maxBytes: REPORT_MAX_BYTES,
    });
    if ('refused' in read) return c.body(null, read.refused);
    logger.warn({ msg: 'content security policy violation', report: read.body, requestId: c.get('requestId') });
    return c.body(null, 204);
  };
}
