import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentBundle } from '../load/commerce.js';
import { formatContentFile, readContentFolder, writeContentFolder } from './content-files.js';

const ITEM_A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ITEM_B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const EDITION = '16fd2706-8baf-433b-82eb-8c7fada847da';

const bundle: ContentBundle = {
  items: [
    {
      id: ITEM_B,
      deliveryKey: 'home',
      name: 'Home',
      schema: 'home-page',
      parentId: null,
      body: { z: 1, content: [], a: { y: 2, b: 3 } },
      published: true,
    },
    {
      id: ITEM_A,
      deliveryKey: null,
      name: 'Hero',
      schema: 'hero-banner',
      parentId: ITEM_B,
      body: { spaceBelow: 'none' },
      published: false,
    },
  ],
  editions: [
    {
      id: EDITION,
      name: 'Sale',
      start: '2026-12-01T00:00:00.000Z',
      end: '2026-12-15T00:00:00.000Z',
      published: true,
      items: [{ id: ITEM_A, body: { spaceBelow: 'large' } }],
    },
  ],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rl-content-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeContentFolder', () => {
  it('writes one file per item and edition, named by id, keys sorted, two-space indents', async () => {
    await writeContentFolder(dir, bundle);
    expect(readdirSync(path.join(dir, 'items')).sort()).toEqual([`${ITEM_A}.json`, `${ITEM_B}.json`]);
    expect(readdirSync(path.join(dir, 'editions'))).toEqual([`${EDITION}.json`]);
    const home = readFileSync(path.join(dir, 'items', `${ITEM_B}.json`), 'utf8');
    expect(home).toBe(formatContentFile(bundle.items[0]!));
    expect(
      home.startsWith(
        '{\n  "body": {\n    "a": {\n      "b": 3,\n      "y": 2\n    },\n    "content": [],\n    "z": 1\n  },\n  "deliveryKey": "home",',
      ),
    ).toBe(true);
    expect(home.endsWith('}\n')).toBe(true);
  });

  it('removes files of items no longer there, and leaves other files alone', async () => {
    await writeContentFolder(dir, bundle);
    writeFileSync(path.join(dir, 'items', 'README.md'), 'notes');
    await writeContentFolder(dir, { items: [bundle.items[0]!], editions: [] });
    expect(readdirSync(path.join(dir, 'items')).sort()).toEqual([`${ITEM_B}.json`, 'README.md']);
    expect(readdirSync(path.join(dir, 'editions'))).toEqual([]);
  });

  it('refuses an id that is not a UUID rather than write outside the folder', async () => {
    const bad = { ...bundle.items[0]!, id: '../../etc/passwd' };
    await expect(writeContentFolder(dir, { items: [bad], editions: [] })).rejects.toThrow('its id is not a UUID');
    expect(readdirSync(path.join(dir, 'items'))).toEqual([]);
  });
});

describe('readContentFolder', () => {
  it('reads back what was written, items then editions in file-name order, and knows each one’s file', async () => {
    await writeContentFolder(dir, bundle);
    const read = await readContentFolder(dir);
    expect(read.issues).toEqual([]);
    expect(read.bundle).toEqual({ items: [bundle.items[1], bundle.items[0]], editions: bundle.editions });
    expect(read.files.get(ITEM_A)).toBe(`items/${ITEM_A}.json`);
    expect(read.files.get(EDITION)).toBe(`editions/${EDITION}.json`);
  });

  it('lists every file that is not one JSON object, by its path, and ignores files not ending in .json', async () => {
    mkdirSync(path.join(dir, 'items'));
    writeFileSync(path.join(dir, 'items', 'broken.json'), '{ "id": ');
    writeFileSync(path.join(dir, 'items', 'list.json'), '[1, 2]');
    writeFileSync(path.join(dir, 'items', 'notes.txt'), 'not content');
    writeFileSync(path.join(dir, 'items', 'ok.json'), JSON.stringify(bundle.items[1]));
    const read = await readContentFolder(dir);
    expect(read.bundle.items).toEqual([bundle.items[1]]);
    expect(read.issues).toEqual([
      { item: 'items/broken.json', path: '(file)', message: expect.stringMatching(/^is not JSON: /) },
      { item: 'items/list.json', path: '(file)', message: 'must hold one JSON object' },
    ]);
  });

  it('reads a folder with editions only, and says when there is neither folder', async () => {
    await writeContentFolder(dir, bundle);
    rmSync(path.join(dir, 'items'), { recursive: true });
    expect((await readContentFolder(dir)).bundle).toEqual({ items: [], editions: bundle.editions });
    const empty = await readContentFolder(path.join(dir, 'nowhere'));
    expect(empty.issues).toEqual([
      { item: path.join(dir, 'nowhere'), path: '(folder)', message: 'has neither an items/ nor an editions/ folder' },
    ]);
  });
});
