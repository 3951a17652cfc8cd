import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './negotiate.js';

describe('negotiateFormat', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'avif'],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp', 'webp'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0, image/webp;q=0.5', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['*/*', 'jpeg'],
    ['image/*', 'jpeg'],
    ['image/png,image/jpeg', 'jpeg'],
    ['', 'jpeg'],
    [undefined, 'jpeg'],
  ])('%s → %s', (accept, format) => expect(negotiateFormat(accept)).toBe(format));
});
