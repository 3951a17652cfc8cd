/**
 * The shopper's IP address, for rate limits. Only the edge decides it: the storefront server (or
 * the engine's own server) takes it from the header a trusted proxy sets (TRUSTED_PROXY_IP_HEADER,
 * first value) or else from the socket, and passes it on in CLIENT_IP_HEADER after removing any
 * copy the request arrived with — so no client can choose its own address.
 */
export const CLIENT_IP_HEADER = 'x-ridgeline-client-ip';

export function trustedClientIp(
  headers: Headers,
  socketAddress: string | undefined,
  trustedHeader: string | undefined = process.env.TRUSTED_PROXY_IP_HEADER,
): string | undefined {
  const forwarded = trustedHeader ? headers.get(trustedHeader.toLowerCase())?.split(',')[0]?.trim() : undefined;
  return forwarded || socketAddress || undefined;
}

/** The request as the engine should see it: CLIENT_IP_HEADER set by the edge, never by the client. */
export function withClientIp(request: Request, clientIp: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  return new Request(request, { headers });
}

/** The IP the edge passed on; requests without one share the key "unknown". */
export function clientIpOf(request: { header(name: string): string | undefined }): string {
  return request.header(CLIENT_IP_HEADER)?.trim() || 'unknown';
}

/** The client IP of a request arriving at a Node server (@hono/node-server puts the socket in `env.incoming`). */
export function clientIpAtEdge(c: { req: { raw: Request }; env: unknown }): string | undefined {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  return trustedClientIp(c.req.raw.headers, socket?.remoteAddress);
}
