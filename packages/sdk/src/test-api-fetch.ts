import type { FetchLike } from './client.js';

/** Test helper: a fetch that hands requests for `…/api/…` to an in-process API, as the storefront does. */
export function apiFetch(api: { fetch(request: Request): Response | Promise<Response> }): FetchLike {
  return (request) => {
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/api/, '');
    return Promise.resolve(api.fetch(new Request(url, request)));
  };
}
