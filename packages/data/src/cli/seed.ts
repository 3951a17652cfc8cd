/**
 * npm run seed -- --products 100000 [--seed 1] [--reset]
 * Loads the generated demo catalogue into the database named by the environment.
 */
import { databaseOptionsFromEnv, migrate, openDatabase } from '../load/commerce.js';
import { resetCatalogue, seedCatalogue } from '../load/seed.js';
import { describeDatabase } from './database.js';
import { parseSeedArgs, USAGE, UsageError, type SeedArgs } from './args.js';
import { createProgress, formatDuration } from './progress.js';

async function run(args: SeedArgs): Promise<number> {
  const started = performance.now();
  const options = databaseOptionsFromEnv();
  process.stderr.write(
    `Seeding ${args.products.toLocaleString('en-US')} products (seed ${args.seed}) into ${describeDatabase(options)}\n`,
  );
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    if (args.reset) {
      await resetCatalogue(handle);
      process.stderr.write('Emptied the catalogue tables.\n');
    }
    const progress = createProgress(process.stderr, 'products');
    const result = await seedCatalogue(handle, {
      seed: args.seed,
      products: args.products,
      batchSize: args.batchSize,
      onProgress: (done, total) => progress.update(done, total),
      onStep: (step) => {
        progress.finish();
        process.stderr.write(
          step === 'indexing' ? 'Indexing products for search…\n' : 'Updating database statistics…\n',
        );
      },
    });
    progress.finish();
    if (!result.seeded) {
      process.stderr.write('The catalogue is already seeded; nothing done. Use --reset to replace it.\n');
      return 0;
    }
    const c = result.counts;
    const n = (value: number) => value.toLocaleString('en-US');
    process.stderr.write(
      `Seeded ${n(c.products)} products, ${n(c.variants)} variants, ${n(c.inventoryRecords)} inventory records, ` +
        `${n(c.prices)} prices, ${n(c.productCategories)} category assignments, ${n(c.productComponents)} set/bundle components.\n`,
    );
    return 0;
  } finally {
    await handle.close();
    process.stderr.write(
      `Elapsed: ${formatDuration(performance.now() - started)} (${Math.round(performance.now() - started)} ms)\n`,
    );
  }
}

async function main(): Promise<void> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`seed: ${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  try {
    process.exitCode = await run(args);
  } catch (error) {
    process.stderr.write(`\nseed: failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

await main();
