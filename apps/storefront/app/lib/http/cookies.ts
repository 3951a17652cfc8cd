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
