import { TECH_BADGES } from '@ridgeline/data';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, sortLabel } from '@ridgeline/config';
import { badgeLabel } from './labels.js';

describe('labels', () => {
  it('names every technology badge the catalogue uses, in English and French', () => {
    for (const code of Object.keys(TECH_BADGES)) {
      expect(badgeLabel(code, 'en-US')).not.toBe(code);
      expect(badgeLabel(code, 'fr-CA')).toBeTruthy();
    }
  });

  it('shows an unknown badge by its code rather than a blank', () => {
    expect(badgeLabel('99', 'en-US')).toBe('99');
    expect(badgeLabel('01', 'fr-CA')).toBe('Imperméable');
  });

  it('labels every sort option in English and French', () => {
    for (const id of SORT_OPTIONS) {
      expect(sortLabel(id, 'en-US')).toBeTruthy();
      expect(sortLabel(id, 'fr-CA')).not.toBe(sortLabel(id, 'en-US'));
    }
  });
});
