/** The longest storefront path a preview link may name. */
export const PREVIEW_PATH_MAX_LENGTH = 2000;
/** A preview link lives at most 7 days. */
export const PREVIEW_LINK_MAX_MINUTES = 7 * 24 * 60;

/**
 * Why this cannot be the storefront path of a preview link; undefined when it can. A path of the
 * shop's own origin only: one leading slash (`//host` and `/\host` would leave it), no spaces or
 * control characters; a query and a fragment may follow.
 */
export function previewPathProblem(path: string): string | undefined {
  if (!path.startsWith('/')) return 'must be a path of the shop, starting with /';
  if (path.startsWith('//') || path.startsWith('/\\')) return 'must be a path of the shop, not another site';
  if (path.includes('\\')) return 'must not hold a backslash';
  if (/[\s\p{Cc}]/u.test(path)) return 'must not hold spaces or control characters';
  if (path.length > PREVIEW_PATH_MAX_LENGTH) return `must be at most ${PREVIEW_PATH_MAX_LENGTH} characters`;
  return undefined;
}

export type PreviewLinkStatus = 'valid' | 'expired' | 'revoked';

/** A link's state at `now`: revoked wins over expired (it was ended on purpose). */
export function previewLinkStatus(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): PreviewLinkStatus {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** Why a preview token opens nothing, as its bearer is told (401). */
export const PREVIEW_REFUSALS = {
  expired: 'This preview link has expired.',
  revoked: 'This preview link has been revoked.',
  unknown: 'This preview link is not valid.',
} as const;
