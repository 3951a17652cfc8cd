import { selectVariants } from '@ridgeline/commerce';
import { describe, expect, it } from 'vitest';
import { SLOT_SHAPE, slotSelectionData } from './slot-selection.js';

describe('slot selection bench data', () => {
  it('is the same on every run, and another seed draws other data', () => {
    expect(slotSelectionData()).toEqual(slotSelectionData());
    expect(slotSelectionData(2)).not.toEqual(slotSelectionData());
  });

  it('has 50 variants of 1–4 different segments, both match modes, and 16 shoppers in 20 groups', () => {
    const { variants, shoppers } = slotSelectionData();
    expect(variants).toHaveLength(SLOT_SHAPE.variants);
    for (const { segments } of variants) {
      expect(segments.length).toBeGreaterThanOrEqual(1);
      expect(segments.length).toBeLessThanOrEqual(4);
      expect(new Set(segments).size).toBe(segments.length);
    }
    expect(new Set(variants.map((v) => v.segments.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(variants.map((v) => v.matchMode))).toEqual(new Set(['Any', 'All']));
    expect(shoppers).toHaveLength(SLOT_SHAPE.shoppers);
    for (const groups of shoppers) expect(new Set(groups).size).toBe(SLOT_SHAPE.shopperGroups);
  });

  it('gives the untargeted shoppers the default content and the others different variants', () => {
    const { variants, shoppers } = slotSelectionData();
    const selections = shoppers.map((groups) => selectVariants(variants, groups));
    expect(selections.filter((s) => s.usedDefault)).toHaveLength(SLOT_SHAPE.untargeted);
    const chosen = new Set(selections.filter((s) => !s.usedDefault).map((s) => s.chosen[0]));
    expect(chosen.size).toBeGreaterThan(1);
  });
});
