import { describe, expect, it } from 'vitest';
import { bagItemName, variationText } from './bag-display';

describe('bag display', () => {
  it('keeps the name before a |', () => {
    expect(bagItemName("Men's Summit Jacket | Limited Edition")).toBe("Men's Summit Jacket");
    expect(bagItemName('Trail Bottle')).toBe('Trail Bottle');
    expect(bagItemName('| odd')).toBe('');
  });

  it('joins variation names with " / ", falling back to the values', () => {
    expect(
      variationText({ variationNames: { color: 'Black', size: 'M' }, variationValues: { color: '001', size: 'M' } }),
    ).toBe('Black / M');
    expect(variationText({ variationValues: { color: '001', size: 'L' } })).toBe('001 / L');
    expect(variationText({})).toBe('');
  });
});
