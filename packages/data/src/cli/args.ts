import { parseArgs } from 'node:util';
import { DEFAULT_BATCH_SIZE, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, MAX_PRODUCTS } from '../catalog/index.js';

export type SeedArgs = { products: number; seed: number; reset: boolean; batchSize: number; help: boolean };

export const USAGE = `Usage: npm run seed -- [--products N] [--seed N] [--reset] [--batch-size N]

  --products N     how many products to generate (default ${DEFAULT_PRODUCT_COUNT}, at most ${MAX_PRODUCTS.toLocaleString('en-US')})
  --seed N         generator seed; the same seed gives the same catalogue (default ${DEFAULT_SEED})
  --reset          empty the catalogue tables first
  --batch-size N   products per transaction (default ${DEFAULT_BATCH_SIZE})

The database comes from the environment: DATABASE_URL for PostgreSQL, otherwise PGlite under $DATA_DIR (default ./.data).`;

/** A bad command line: the message is for the person who typed it. */
export class UsageError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(`--${name} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}, got ${raw}`);
  return value;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        'batch-size': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // parseArgs explains unknown options and missing values well; keep its words.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  return {
    products: integer('products', values.products, DEFAULT_PRODUCT_COUNT, 0, MAX_PRODUCTS),
    seed: integer('seed', values.seed, DEFAULT_SEED, 0, 0xffffffff),
    reset: values.reset ?? false,
    batchSize: integer('batch-size', values['batch-size'], DEFAULT_BATCH_SIZE, 1, 100_000),
    help: values.help ?? false,
  };
}
