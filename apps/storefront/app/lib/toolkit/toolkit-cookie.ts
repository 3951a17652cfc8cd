/** The Storefront Toolkit's cookie: set while the toolkit is on, its value the cache hash made anew at each save. */
export const TOOLKIT_COOKIE = 'rl_stk';

/** A request cookie's value, decoded; undefined when absent. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return undefined;
}

/** Whether the request comes from a tab with the toolkit on: its pages are that tab's alone, never shared. */
export const toolkitOn = (request: Request) => Boolean(readCookie(request, TOOLKIT_COOKIE));
