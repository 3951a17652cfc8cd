/**
 * Content on disk (decision 045): `items/{id}.json` and `editions/{id}.json`, one item or edition
 * in its stored form each. Written with sorted keys and two-space indents so an export diffs
 * cleanly in version control and exporting twice gives the same bytes.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentBundle, ContentIssue, StoredEdition, StoredItem } from '../load/commerce.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ITEMS_FOLDER = 'items';
export const EDITIONS_FOLDER = 'editions';

/** What a folder held: the bundle, each entry's file (for messages), and what could not be read. */
export type ReadContent = { bundle: ContentBundle; files: Map<string, string>; issues: ContentIssue[] };

async function jsonFiles(folder: string): Promise<string[] | undefined> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads `<dir>/items/*.json` and `<dir>/editions/*.json`; a file that is not a JSON object is an issue named by its path. */
export async function readContentFolder(dir: string): Promise<ReadContent> {
  const bundle: ContentBundle = { items: [], editions: [] };
  const files = new Map<string, string>();
  const issues: ContentIssue[] = [];
  const folders = [
    { name: ITEMS_FOLDER, into: bundle.items as unknown[] },
    { name: EDITIONS_FOLDER, into: bundle.editions as unknown[] },
  ];
  let found = false;
  for (const { name, into } of folders) {
    const names = await jsonFiles(path.join(dir, name));
    if (!names) continue;
    found = true;
    for (const file of names) {
      const relative = `${name}/${file}`;
      let value: unknown;
      try {
        value = JSON.parse(await readFile(path.join(dir, name, file), 'utf8'));
      } catch (error) {
        issues.push({ item: relative, path: '(file)', message: `is not JSON: ${(error as Error).message}` });
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        issues.push({ item: relative, path: '(file)', message: 'must hold one JSON object' });
        continue;
      }
      const id = (value as { id?: unknown }).id;
      if (typeof id === 'string') files.set(id, relative);
      into.push(value);
    }
  }
  if (!found)
    issues.push({
      item: dir,
      path: '(folder)',
      message: `has neither an ${ITEMS_FOLDER}/ nor an ${EDITIONS_FOLDER}/ folder`,
    });
  return { bundle, files, issues };
}

/** Objects with their keys sorted, deeply (arrays keep their order). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

export const formatContentFile = (entry: StoredItem | StoredEdition): string =>
  `${JSON.stringify(sortKeys(entry), null, 2)}\n`;

/** Writes one file per item and edition, named by id, and removes the folder's other `.json` files. */
export async function writeContentFolder(dir: string, bundle: ContentBundle): Promise<void> {
  const folders = [
    { name: ITEMS_FOLDER, entries: bundle.items as (StoredItem | StoredEdition)[] },
    { name: EDITIONS_FOLDER, entries: bundle.editions as (StoredItem | StoredEdition)[] },
  ];
  for (const { name, entries } of folders) {
    const folder = path.join(dir, name);
    await mkdir(folder, { recursive: true });
    const keep = new Set(entries.map((entry) => `${entry.id}.json`));
    for (const stale of (await jsonFiles(folder)) ?? []) if (!keep.has(stale)) await rm(path.join(folder, stale));
    for (const entry of entries) {
      // Ids come from the database as UUIDs; anything else must not become a path.
      if (!UUID.test(entry.id)) throw new Error(`Refusing to write ${name} "${entry.id}": its id is not a UUID`);
    }
    for (const entry of entries) await writeFile(path.join(folder, `${entry.id}.json`), formatContentFile(entry));
  }
}
