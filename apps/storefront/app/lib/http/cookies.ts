/**
 * A request cookie's value as it was sent (not decoded: each cookie's reader knows its own
 * encoding); undefined when absent.
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * A `Set-Cookie` value for the whole shop (`Path=/`, SameSite Lax, `Secure` over https): `maxAge`
 * seconds (0 drops it; none, a session cookie), `httpOnly` out of scripts' reach.
 */
export function shopCookie(
  request: Request,
  name: string,
  value: string,
  { maxAge, httpOnly = false }: { maxAge?: number; httpOnly?: boolean } = {},
): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  return `${name}=${value}; Path=/${age}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure}`;
}
