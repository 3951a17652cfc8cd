/** Paths the engine or the static files answer (API, images, hashed assets): no page rules apply. */
export function isEngineOrAssetPath(path: string): boolean {
  return /^\/(api|i|assets)(\/|$)/.test(path);
}

/** The commerce API: it authenticates by bearer token alone, never by the shopper's cookie. */
export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/.test(path);
}
