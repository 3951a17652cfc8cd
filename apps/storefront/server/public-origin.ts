/**
 * The shop's public origin behind a TLS-terminating proxy or CDN (docs/deploy.md, decision 040).
 *
 * Node sees `http://<whatever Host the proxy forwards>`; the shopper's browser is on
 * `https://shop.example`. With PUBLIC_ORIGIN set, every request is given the public scheme and host
 * before anything reads its URL, so React Router's action origin check, the cross-site guard,
 * redirects, canonical links and the cookies' `Secure` flag all see what the browser sees. No
 * `X-Forwarded-Proto` or `X-Forwarded-Host` is trusted: a proxy can be misconfigured, a setting
 * cannot.
 */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv): URL | undefined {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example.com, not "${raw}".`);
  }
  const bare = url.pathname.replace(/\/+$/, '') === '' && !url.search && !url.hash && !url.username;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example.com (no path), not "${raw}".`);
  }
  return url;
}

/** The request as the browser addressed it: the public scheme, host and port, the path and query as sent. */
export function atPublicOrigin(request: Request, origin: URL | undefined): Request {
  if (!origin) return request;
  const url = new URL(request.url);
  if (url.origin === origin.origin) return request;
  // Joined as text: a path such as `//evil.example/x` stays a path of this origin.
  return new Request(origin.origin + url.pathname + url.search, request);
}
