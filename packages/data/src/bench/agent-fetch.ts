// A fetch for the SDK over a node:http or node:https Agent: the bench reaches nginx at 127.0.0.1
// for its server name, with a self-signed certificate the global fetch would refuse.
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Sends each Request through `agent` (keep-alive sockets), with `host` as its Host header when given. */
export function fetchThrough(agent: Agent, host?: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers.entries());
    if (host) headers.host = host;
    if (body) headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = send(url, { method: request.method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const content = Buffer.concat(chunks);
          // A Response for 204 or 304 may have no body at all.
          const bodyOf = content.length === 0 || status === 204 || status === 304 ? null : content;
          resolve(new Response(bodyOf, { status, headers: responseHeaders(res.headers) }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}

function responseHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
