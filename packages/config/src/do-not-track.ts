/**
 * Whether the shopper asked not to be tracked: the `DNT: 1` header, the `Sec-GPC: 1` header
 * (Global Privacy Control, the signal privacy laws now name), or `doNotTrack: true` in the body.
 * The storefront reads it from the page request, the engine from the API request.
 */
export function isDoNotTrack(headers: { dnt?: string; gpc?: string }, body?: { doNotTrack?: boolean }): boolean {
  return headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1' || body?.doNotTrack === true;
}
