/**
 * Which variants of a personalised slot a shopper sees (spec 3 §4.1). It knows nothing of storage
 * or of content's shapes: content hands it the variants' segments, targeting can reuse it.
 */
export type MatchMode = 'Any' | 'All';

export type VariantRule = {
  title?: string;
  /** The customer groups the variant is for. */
  segments: readonly string[];
  matchMode: MatchMode;
};

/** How each variant fared, in order, for the preview overlay; the default content last when it was used. */
export type VariantMatch = { title: string; isDefault: boolean; match: boolean; maxReached: boolean };

export type VariantSelection = {
  /** Indices of the variants used, in variant order; empty when the default content is used. */
  chosen: number[];
  usedDefault: boolean;
  matches: VariantMatch[];
};

export const DEFAULT_MAX_NUMBER_MATCHES = 1;
export const DEFAULT_CONTENT_TITLE = 'Default content';

/**
 * Any: at least one of the variant's segments is among the groups. All: every one is. A variant
 * with no segments matches nobody in either mode: "all of nothing" would show it to every shopper,
 * which is what the default content is for.
 */
export function variantMatches(variant: VariantRule, groups: ReadonlySet<string>): boolean {
  if (variant.segments.length === 0) return false;
  return variant.matchMode === 'All'
    ? variant.segments.every((segment) => groups.has(segment))
    : variant.segments.some((segment) => groups.has(segment));
}

/**
 * The first `maxNumberMatches` matching variants, in variant order; with none, the default content.
 * A variant that matches after the limit was reached is reported `maxReached` and not used.
 * A limit below 1 (or not a whole number) counts as the default, 1.
 */
export function selectVariants(
  variants: readonly VariantRule[],
  groups: readonly string[],
  maxNumberMatches: number = DEFAULT_MAX_NUMBER_MATCHES,
): VariantSelection {
  const limit = Number.isInteger(maxNumberMatches) && maxNumberMatches >= 1 ? maxNumberMatches : DEFAULT_MAX_NUMBER_MATCHES;
  const groupSet = new Set(groups);
  const chosen: number[] = [];
  const matches = variants.map((variant, index): VariantMatch => {
    const maxReached = chosen.length >= limit;
    const match = variantMatches(variant, groupSet);
    if (match && !maxReached) chosen.push(index);
    return { title: variant.title ?? `Variant ${index + 1}`, isDefault: false, match, maxReached };
  });
  const usedDefault = chosen.length === 0;
  if (usedDefault) matches.push({ title: DEFAULT_CONTENT_TITLE, isDefault: true, match: true, maxReached: false });
  return { chosen, usedDefault, matches };
}
