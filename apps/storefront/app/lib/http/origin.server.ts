/** The shop's public origin: PUBLIC_ORIGIN behind a proxy or CDN, else the request's own. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '');
  return configured || new URL(request.url).origin;
}
