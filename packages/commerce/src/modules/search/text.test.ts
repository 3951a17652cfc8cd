import { describe, expect, it } from 'vitest';
import { phraseWords } from './did-you-mean.js';
import { fold, vocabulary } from './text.js';

describe('query text', () => {
  it('folds accents and case for sort keys', () => {
    expect(fold('Écharpe Légère')).toBe('echarpe legere');
  });

  it('collects the words of names and keywords, hyphenated ones whole and split', () => {
    expect(vocabulary("Men's Summit T-Shirt", 'tee, 3-in-1, d’hiver')).toEqual(['hiver', 'men', 'shirt', 'summit', 't-shirt', 'tee']);
  });

  it('keeps the phrase’s words in order for corrections', () => {
    expect(phraseWords('Waterproof  jaket!')).toEqual(['waterproof', 'jaket']);
  });
});
