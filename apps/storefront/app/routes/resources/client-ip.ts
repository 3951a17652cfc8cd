import type { Route } from './+types/client-ip';

/**
 * The visitor's IP address (spec 1 §2 /client-ip). Behind a proxy, only the header the operator
 * names in TRUSTED_PROXY_IP_HEADER is believed; otherwise the socket address.
 */
export function loader({ context }: Route.LoaderArgs) {
  // The server decided it once for the request (server/app.ts, trustedClientIp).
  const clientIp = context.clientAddress ?? null;
  return Response.json({ clientIp }, { headers: { 'cache-control': 'private, no-store' } });
}
