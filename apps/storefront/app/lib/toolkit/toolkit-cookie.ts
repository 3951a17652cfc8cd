import { readCookie } from '../http/cookies';

/** The Storefront Toolkit's cookie: set while the toolkit is on, its value the cache hash made anew at each save. */
export const TOOLKIT_COOKIE = 'rl_stk';

/** Whether the request comes from a tab with the toolkit on: its pages are that tab's alone, never shared. */
export const toolkitOn = (request: Request) => Boolean(readCookie(request, TOOLKIT_COOKIE));
