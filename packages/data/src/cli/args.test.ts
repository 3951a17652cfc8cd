import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_SIZE, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from '../catalog/index.js';
import { parseSeedArgs, UsageError } from './args.js';

describe('parseSeedArgs', () => {
  it('has defaults', () => {
    expect(parseSeedArgs([])).toEqual({ products: DEFAULT_PRODUCT_COUNT, seed: DEFAULT_SEED, reset: false, batchSize: DEFAULT_BATCH_SIZE, help: false });
  });

  it('reads every option, in both spellings', () => {
    expect(parseSeedArgs(['--products', '100000', '--seed=7', '--reset', '--batch-size', '250'])).toEqual({
      products: 100_000,
      seed: 7,
      reset: true,
      batchSize: 250,
      help: false,
    });
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--products', 'abc'], '--products must be a whole number, got "abc"'],
    [['--products', '-5'], '--products'],
    [['--products', '1.5'], '--products must be a whole number'],
    [['--products', '2000000'], '--products must be between 0 and 900,000'],
    [['--seed', 'x'], '--seed must be a whole number'],
    [['--batch-size', '0'], '--batch-size must be between 1'],
    [['--bogus'], 'bogus'],
    [['extra'], 'extra'],
    [['--products'], 'products'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
    expect(() => parseSeedArgs(argv)).toThrow(message);
  });
});
