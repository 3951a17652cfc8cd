/**
 * The visitor's IP address as the shop sees it (spec 1 §3, §7: GET /client-ip, field clientIp,
 * cached in session storage). The cached value is used while the tab lives; `refresh` asks again.
 * A non-OK answer (or none) is logged and what is cached is returned (null when nothing is).
 */
export const CLIENT_IP_STORAGE_KEY = 'clientIp';
export const CLIENT_IP_PATH = '/client-ip';

function cached(): string | null {
  try {
    return sessionStorage.getItem(CLIENT_IP_STORAGE_KEY);
  } catch (error) {
    console.error('Client IP: session storage could not be read', error);
    return null;
  }
}

function keep(ip: string) {
  try {
    sessionStorage.setItem(CLIENT_IP_STORAGE_KEY, ip);
  } catch (error) {
    console.error('Client IP: session storage could not be written', error);
  }
}

export async function getClientIp({
  refresh = false,
  fetch: send = (input: string) => fetch(input, { credentials: 'same-origin' }),
}: { refresh?: boolean; fetch?: (input: string) => Promise<Response> } = {}): Promise<string | null> {
  const known = cached();
  if (known && !refresh) return known;
  try {
    const response = await send(CLIENT_IP_PATH);
    if (!response.ok) {
      console.error(`Client IP request failed with status ${response.status}`);
      return known;
    }
    const { clientIp } = (await response.json()) as { clientIp?: unknown };
    if (typeof clientIp !== 'string' || !clientIp) return known;
    keep(clientIp);
    return clientIp;
  } catch (error) {
    console.error('Client IP request failed', error);
    return known;
  }
}
