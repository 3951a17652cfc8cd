import { z } from '@hono/zod-openapi';
import { requiredText, text } from './fields.js';
import { contentList, NestedContent } from './nested.js';
import { MATCH_MODES } from './vocabularies.js';

/**
 * Spec 3 §2.4's slot types and §3.1's personalised content. A slot is a place on a page whose
 * blocks are chosen apart from the page: plain (the same for everyone), localised (its content
 * written per locale, as a localised value) and personalised (variants per customer group).
 */

export const Slot = z.strictObject({ content: contentList() }).openapi('Slot');

/**
 * Delivered like a slot; stored, its `content` is a localised value whose values are lists of
 * blocks (a different line-up per locale), which validateItemBody asks for.
 */
export const LocalisedSlot = z.strictObject({ content: contentList() }).openapi('LocalisedSlot');

/** A customer group id (`Unregistered`, `Everyone`, `loyalty-gold`), as the engine names them. */
const SegmentId = requiredText(100);

/** Spec 3 §3.1 and §4.1: a variant's blocks go to shoppers whose groups meet its segments. */
export const PersonalisedVariant = z.strictObject({
  /** What authors call it; shown in the preview overlay's match list. */
  title: text(100).optional(),
  segments: z.array(SegmentId).min(1).max(50),
  /** Any: one of the segments is enough; All: every one is needed. */
  matchMode: z.enum(MATCH_MODES).default('Any'),
  content: contentList(),
});

/**
 * Spec 3 §3.1: variants in order (50 at most: the bench's upper case), the first
 * maxNumberMatches matches used, defaultContent when none matches.
 */
const personalised = (name: string) =>
  z
    .strictObject({
      variants: z.array(PersonalisedVariant).max(50).default([]),
      maxNumberMatches: z.number().int().min(1).max(50).default(1),
      defaultContent: contentList().default([]),
      enrichType: z.literal('PERSONALISED').default('PERSONALISED'),
    })
    .openapi(name);

/** One block (or a few) per variant, in one place on the page. */
export const PersonalisedSlot = personalised('PersonalisedSlot');
/** A section of blocks per variant; the same rules. */
export const PersonalisedContainer = personalised('PersonalisedContainer');

/** One variant's outcome for the preview overlay (spec 3 §2.10): green on a match, grey when past the maximum. */
export const PersonalisedMatch = z
  .object({
    title: z.string(),
    isDefault: z.boolean(),
    match: z.boolean(),
    maxReached: z.boolean(),
  })
  .openapi('PersonalisedMatch');

/**
 * A personalised slot or container as delivered for customer groups (decision 045): the chosen
 * blocks and the match list, never the other variants.
 */
export const SelectedPersonalisedContent = z
  .object({
    content: z.array(NestedContent),
    matches: z.array(PersonalisedMatch),
    maxNumberMatches: z.number().int(),
    enrichType: z.literal('PERSONALISED'),
  })
  .openapi('SelectedPersonalisedContent');
