import { DEFAULT_MAX_NUMBER_MATCHES, selectVariants, type MatchMode, type VariantRule } from '../../personalisation/index.js';
import { isContentReference } from './references.js';
import {
  isObject,
  isPersonalised,
  MAX_REFERENCE_DEPTH,
  referenceTo,
  type DeliveredItem,
} from './resolve-tree.js';

export type AssembleContext = {
  /** The shopper's groups: personalised slots are delivered chosen. Absent: delivered raw (staff tools). */
  customerGroups?: readonly string[];
  /** Whether references are replaced by the items (depth "all"). */
  resolve: boolean;
  /** An item's cached tree (depth "all"), or undefined when it is not delivered. */
  treeOf: (id: string) => Promise<DeliveredItem | undefined>;
};

type Variant = { content?: unknown; [field: string]: unknown };

/** A stored variant as the personalisation module reads it. */
function variantRule(variant: Variant): VariantRule {
  const segments = Array.isArray(variant.segments) ? variant.segments.filter((s) => typeof s === 'string') : [];
  const matchMode: MatchMode = variant.matchMode === 'All' ? 'All' : 'Any';
  return { segments, matchMode, ...(typeof variant.title === 'string' ? { title: variant.title } : {}) };
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A cached tree made into one shopper's answer, without changing it (it is shared): personalised
 * slots chosen for the groups (or, without groups, all their candidates resolved), references the
 * cached tree could not hold resolved from the cache, and every item beyond MAX_REFERENCE_DEPTH or
 * repeating one above it put back as a reference.
 */
export async function assemble(value: unknown, context: AssembleContext, path: readonly string[] = []): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((entry) => assemble(entry, context, path)));
  if (isContentReference(value)) {
    if (!context.resolve || path.includes(value.id) || path.length > MAX_REFERENCE_DEPTH) return value;
    const tree = await context.treeOf(value.id);
    return tree ? assemble(tree, context, path) : value;
  }
  if (!isObject(value)) return value;
  let inside = path;
  const meta = value._meta;
  if (isObject(meta) && typeof meta.deliveryId === 'string') {
    const item = value as DeliveredItem;
    if (path.includes(item._meta.deliveryId) || path.length > MAX_REFERENCE_DEPTH) return referenceTo(item);
    inside = [...path, item._meta.deliveryId];
  }
  if (isPersonalised(value)) return assembleSlot(value, context, inside);
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, field]) => [key, key === '_meta' ? field : await assemble(field, context, inside)]),
  );
  return Object.fromEntries(entries);
}

/**
 * A personalised slot (spec 3 §4.1). With groups: `content` holds the chosen variants' blocks (or
 * the default content), `matches` how each variant fared; `variants` and `defaultContent` are left
 * out, so other segments' content never reaches the browser, and only the chosen items are loaded.
 */
async function assembleSlot(slot: Record<string, unknown>, context: AssembleContext, path: readonly string[]) {
  const { variants: rawVariants, defaultContent, ...rest } = slot;
  const variants = asList(rawVariants).filter(isObject) as Variant[];
  const others = Object.fromEntries(
    await Promise.all(
      Object.entries(rest).map(async ([key, field]) => [key, key === '_meta' ? field : await assemble(field, context, path)]),
    ),
  );
  if (!context.customerGroups) {
    return {
      ...others,
      variants: await Promise.all(
        variants.map(async (variant) => ({ ...variant, content: await assemble(asList(variant.content), context, path) })),
      ),
      defaultContent: await assemble(asList(defaultContent), context, path),
    };
  }
  const maxNumberMatches = typeof slot.maxNumberMatches === 'number' ? slot.maxNumberMatches : undefined;
  const selection = selectVariants(variants.map(variantRule), context.customerGroups, maxNumberMatches);
  const chosen = selection.usedDefault
    ? asList(defaultContent)
    : selection.chosen.flatMap((index) => asList(variants[index]?.content));
  return {
    ...others,
    content: await assemble(chosen, context, path),
    matches: selection.matches,
    maxNumberMatches: maxNumberMatches ?? DEFAULT_MAX_NUMBER_MATCHES,
  };
}
