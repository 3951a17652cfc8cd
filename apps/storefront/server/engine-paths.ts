/** Paths the engine or the static files answer (API, images, hashed assets): no page rules apply. */
export function isEngineOrAssetPath(path: string): boolean {
  return /^\/(api|i|assets)(\/|$)/.test(path);
}
