/**
 * Recommendation view and click events from the browser (spec 2 §4): sent to the engine's
 * activity endpoint with the web id; nothing is sent under do-not-track. Failures are logged only.
 */
export const RECO_CLICK_COOKIE = 'product-recommendation-click';

function webId(): string | undefined {
  return /(?:^|;\s*)webid=([^;]+)/.exec(document.cookie)?.[1];
}

function doNotTrack(): boolean {
  return (
    navigator.doNotTrack === '1' ||
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function sendRecoActivity(
  siteId: string,
  clientId: string,
  activity: 'viewReco' | 'clickReco',
  payload: { recommenderName: string; recoUUID: string; products: { id: string }[] },
) {
  const cookieId = webId();
  if (!cookieId || doNotTrack()) return;
  fetch(`/api/v3/activities/${encodeURIComponent(siteId)}/${activity}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', 'x-cq-client-id': clientId },
    body: JSON.stringify({ ...payload, cookieId }),
  }).catch((error: unknown) => console.error(`Recommendation ${activity} event failed`, error));
}

/** A click on a recommended product also leaves a short-lived flag for the next page (30 minutes). */
export function flagRecoClick() {
  document.cookie = `${RECO_CLICK_COOKIE}=true; path=/; max-age=1800; SameSite=Lax`;
}
