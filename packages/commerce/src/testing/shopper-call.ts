/** Calls the API as a shopper would, and reads its JSON loosely, for tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read loosely by tests
export type JsonBody = Record<string, any>;

/** One API call as a shopper would make it: bearer token when given, JSON body when given. */
export async function shopperCall(
  api: { request(path: string, init: RequestInit): Response | Promise<Response> },
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: JsonBody }> {
  const response = await api.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as JsonBody };
}
