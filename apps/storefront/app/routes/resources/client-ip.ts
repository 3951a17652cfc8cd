import type { Route } from './+types/client-ip';

/**
 * The visitor's IP address (spec 1 §2 /client-ip). Behind a proxy, only the header the operator
 * names in TRUSTED_PROXY_IP_HEADER is believed; otherwise the socket address.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const header = process.env.TRUSTED_PROXY_IP_HEADER?.toLowerCase();
  const forwarded = header ? request.headers.get(header)?.split(',')[0]?.trim() : undefined;
  const clientIp = forwarded || context.clientAddress || null;
  return Response.json({ clientIp }, { headers: { 'cache-control': 'private, no-store' } });
}
