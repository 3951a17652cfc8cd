import { TECH_BADGE_NAMES, type TechBadgeCode } from '@ridgeline/config';

/**
 * c_technologyGridBadge: two-digit codes stored on products (`tech_badges`). The storefront's
 * table in @ridgeline/config names them, so the generator assigns only codes from it.
 *   0x  weather protection      1x  sun protection (UPF)
 *   2x  materials               3x  Ridgeline technologies
 *   4x  comfort
 */
export const TECH_BADGES = TECH_BADGE_NAMES;
export type { TechBadgeCode };

/** UPF codes are mutually exclusive: a product has at most one rating. */
export const UPF_BADGES: readonly TechBadgeCode[] = ['10', '11', '12', '13', '14'];
