/** The content hub this shop's content lives in, when CONTENT_HUB_NAME does not name another. */
export const DEFAULT_CONTENT_HUB = 'ridgeline';

const HUB_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The shop's content hub name (CONTENT_HUB_NAME, `ridgeline` by default): the `{hubname}` the
 * authoring tool puts in visualisation addresses (`/visualization/{hubname}/{contentId}`, spec 3
 * §2.1); any other hub's address is not this shop's (404). Letters, digits, `-` and `_`, 64 at most;
 * anything else stops the server at start with the reason.
 */
export function contentHubName(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.CONTENT_HUB_NAME?.trim();
  if (!raw) return DEFAULT_CONTENT_HUB;
  if (!HUB_NAME.test(raw)) {
    throw new Error(
      `CONTENT_HUB_NAME must be a content hub name such as ridgeline (letters, digits, - and _, 64 at most), not "${env.CONTENT_HUB_NAME}".`,
    );
  }
  return raw;
}
