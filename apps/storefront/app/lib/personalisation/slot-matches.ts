import type { DeliveredItem } from '@ridgeline/sdk';

// What the personalisation preview shows of a personalised slot (spec 3 §2.10): each variant's
// outcome for the shopper's groups, as the engine chose it (its match list), in the overlay's colours.

/** One variant's outcome as the engine delivers it in a slot's `matches` (decision 045). */
export type PersonalisedMatch = { title: string; isDefault: boolean; match: boolean; maxReached: boolean };

/**
 * green: the content shown (a matching variant, or the default content when none matched); grey:
 * a variant that matched but was left out because the slot's maximum was reached; red: no match.
 */
export type MatchColour = 'green' | 'grey' | 'red';

export function matchColour(match: PersonalisedMatch): MatchColour {
  if (!match.match) return 'red';
  return match.maxReached ? 'grey' : 'green';
}

/** The overlay's classes for each colour (author preview and the personalisation test pages). */
export const MATCH_COLOUR_CLASSES: Record<MatchColour, string> = {
  green: 'border-green-700 bg-green-100 text-green-900',
  grey: 'border-neutral-600 bg-neutral-100 text-neutral-800',
  red: 'border-red-700 bg-red-100 text-red-900',
};

/** A personalised slot or container found in a delivered page, with its match list. */
export type SlotMatches = {
  name: string;
  deliveryId?: string;
  maxNumberMatches: number;
  matches: PersonalisedMatch[];
};

const PERSONALISED = new Set(['personalised-slot', 'personalised-container']);

const isItem = (value: unknown): value is DeliveredItem =>
  typeof value === 'object' && value !== null && typeof (value as DeliveredItem)._meta?.schema === 'string';

/** Every personalised slot of a delivered tree (depth first, in page order), with how it was chosen. */
export function personalisedSlotsOf(tree: unknown): SlotMatches[] {
  const found: SlotMatches[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isItem(value)) return;
    if (PERSONALISED.has(value._meta.schema) && Array.isArray(value.matches)) {
      found.push({
        name: value._meta.name ?? value._meta.deliveryKey ?? value._meta.schema,
        ...(value._meta.deliveryId ? { deliveryId: value._meta.deliveryId } : {}),
        maxNumberMatches: typeof value.maxNumberMatches === 'number' ? value.maxNumberMatches : 1,
        matches: value.matches as PersonalisedMatch[],
      });
    }
    for (const [key, child] of Object.entries(value)) if (key !== '_meta' && key !== 'matches') visit(child);
  };
  visit(tree);
  return found;
}
