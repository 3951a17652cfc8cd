// Slot selection figures for `npm run bench -- --only content`: how long the personalisation
// module takes to choose a slot's variants for a shopper (spec 3 §4.1), at a size far above the
// demo's (a shopper in 20 customer groups, a slot of 50 variants), on data drawn the same every run
// (the demo catalogue's seeded Rng).
import { selectVariants, type VariantRule } from '@ridgeline/commerce';
import { Rng } from '../catalog/random.js';
import { percentile } from './stats.js';

export const SLOT_SHAPE = { groupsInShop: 60, shopperGroups: 20, variants: 50, shoppers: 16, untargeted: 4 } as const;
const WARM_UP = 10_000;

/**
 * A slot of 50 variants of 1–4 segments each, Any or All at random, over 60 customer groups, and
 * 16 shoppers in 20 groups each: 12 in 20 of those 60 (Any variants match them often, All ones with
 * several segments seldom), 4 only in groups no variant names (they get the default content).
 * Every selection reads all 50 variants: those after the chosen one are reported `maxReached`.
 */
export function slotSelectionData(seed = 1): { variants: VariantRule[]; shoppers: string[][] } {
  const random = new Rng(seed);
  const shop = Array.from({ length: SLOT_SHAPE.groupsInShop }, (_, i) => `group-${i + 1}`);
  const variants = Array.from(
    { length: SLOT_SHAPE.variants },
    (_, i): VariantRule => ({
      title: `Variant ${i + 1}`,
      segments: random.sample(shop, random.int(1, 4)),
      matchMode: random.chance(0.5) ? 'Any' : 'All',
    }),
  );
  const untargeted = Array.from({ length: SLOT_SHAPE.shopperGroups }, (_, i) => `untargeted-${i + 1}`);
  const shoppers = Array.from({ length: SLOT_SHAPE.shoppers }, (_, i) =>
    i < SLOT_SHAPE.shoppers - SLOT_SHAPE.untargeted ? random.sample(shop, SLOT_SHAPE.shopperGroups) : untargeted,
  );
  return { variants, shoppers };
}

/**
 * `iterations` selections going round the shoppers, each timed alone (p50/p95 in µs), then the
 * same count back to back for selections a second. Prints one row; answers nothing to keep:
 * it does not grow with the catalogue.
 */
export function benchSlotSelection(iterations: number): void {
  const { variants, shoppers } = slotSelectionData();
  const maxNumberMatches = 1;
  // Counted so the calls are used, and printed as a check of the data's spread.
  let usedDefault = 0;
  const select = (i: number) => {
    const selection = selectVariants(variants, shoppers[i % shoppers.length]!, maxNumberMatches);
    if (selection.usedDefault) usedDefault++;
  };
  for (let i = 0; i < WARM_UP; i++) select(i);

  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    select(i);
    samples[i] = (performance.now() - started) * 1000;
  }
  const sorted = Array.from(samples).sort((a, b) => a - b);

  usedDefault = 0;
  const started = performance.now();
  for (let i = 0; i < iterations; i++) select(i);
  const perSecond = iterations / ((performance.now() - started) / 1000);

  const label = `slot selection, ${SLOT_SHAPE.shopperGroups} groups × ${SLOT_SHAPE.variants} variants`;
  const us = (value: number) => value.toFixed(2).padStart(8);
  console.log(
    `${label.padEnd(40)} p50 ${us(percentile(sorted, 50))} µs   p95 ${us(percentile(sorted, 95))} µs   ` +
      `(${iterations.toLocaleString('en-US')} selections, ${Math.round(perSecond).toLocaleString('en-US')}/s, ` +
      `default content for ${usedDefault.toLocaleString('en-US')})`,
  );
}
