// React Router's Node entry, with the page's module scripts deferred to after its first paint
// (decision 038, `deferModuleScripts`).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferModuleScripts } from './lib/hydration/defer-module-scripts.server';
import { addRetryAfter } from './lib/http/unavailable';

export const streamTimeout = 5_000;

/** Data requests (client-side navigations) answered 503 say when to come back too. */
export function handleDataRequest(response: Response) {
  addRetryAfter(response.status, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // React Router's scripts and links, React's streaming scripts and the page's own inline scripts
  // carry the request's Content-Security-Policy nonce (server/security-headers.ts).
  const nonce = loadContext.cspNonce;
  // The shop briefly unavailable (its database restarting) says when to come back.
  addRetryAfter(responseStatusCode, responseHeaders, routerContext.staticHandlerContext.errors);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after the stream timeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A part already drawn when the shell is sent stays in place, whatever its size. React's
        // default (12,800 bytes) sent a large finished part (a category's landing content, the
        // footer) after the page, moved in by a script: the page painted without it, then everything
        // below it moved down (a layout shift of 0.72 on a category page). Parts still waiting for
        // data (recommendations, deferred lists) stream as before, behind skeletons of their size.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          const stream = createReadableStreamFromReadable(body).pipeThrough(deferModuleScripts());
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
