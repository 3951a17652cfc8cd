import { describe, expect, it } from 'vitest';
import { techBadgeLabel, techBadgeLabels } from './tech-badges';

describe('technology badges', () => {
  it('translates Waterproof into every language the spec names', () => {
    expect(techBadgeLabel('01', 'en-US')).toBe('Waterproof');
    expect(techBadgeLabel('01', 'de-DE')).toBe('Wasserdicht');
    expect(techBadgeLabel('01', 'es-ES')).toBe('Impermeable');
    expect(techBadgeLabel('01', 'it-IT')).toBe('Impermeabile');
    for (const locale of ['fr', 'fr-CA', 'fr-BE', 'fr-FR']) expect(techBadgeLabel('01', locale)).toBe('Imperméable');
  });
  it('maps UPF, material and technology codes', () => {
    expect(techBadgeLabel('14', 'en-US')).toBe('UPF 50');
    expect(techBadgeLabel('14', 'fr-CA')).toBe('FPU 50');
    expect(techBadgeLabel('30', 'fr-CA')).toBe('WindBlock');
    expect(techBadgeLabel('42', 'en-CA')).toBe('Odour Control');
  });
  it('shows nothing for unknown codes', () => {
    expect(techBadgeLabel('99', 'en-US')).toBeUndefined();
    expect(techBadgeLabels('01|99||21', 'en-US')).toEqual(['Waterproof', 'Recycled']);
    expect(techBadgeLabels('', 'en-US')).toEqual([]);
  });
});
