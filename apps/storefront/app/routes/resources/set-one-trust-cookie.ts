import type { Route } from './+types/set-one-trust-cookie';

const GROUPS = /^[A-Za-z0-9:,]{0,200}$/;
const CJEVENT = /^[A-Za-z0-9_-]{1,100}$/;
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * Stores the visitor's consent choice (spec 1 §7 "Consent cookie"): `oneTrustActiveGroups` and,
 * when present, the affiliate `cjevent` value, as first-party cookies.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const groups = url.searchParams.get('oneTrustActiveGroups') ?? '';
  const cjevent = url.searchParams.get('cjevent');
  if (!GROUPS.test(groups) || (cjevent !== null && !CJEVENT.test(cjevent))) {
    return Response.json({ success: false, message: 'oneTrustActiveGroups or cjevent is not valid.' }, { status: 400 });
  }
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  headers.append(
    'set-cookie',
    `OptanonActiveGroups=${encodeURIComponent(groups)}; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax${secure}`,
  );
  if (cjevent) headers.append('set-cookie', `cje=${cjevent}; Path=/; Max-Age=${THIRTY_DAYS}; SameSite=Lax${secure}`);
  return Response.json({ success: true }, { headers });
}
