import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskCache, imageCacheDirFromEnv } from './disk-cache.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ridgeline-image-cache-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createDiskCache', () => {
  it('misses, then returns what was written, leaving no temporary file', async () => {
    const cache = createDiskCache(dir);
    expect(await cache.read('ab12cd', 'webp')).toBeNull();
    await cache.write('ab12cd', 'webp', new Uint8Array([1, 2, 3]));
    expect([...((await cache.read('ab12cd', 'webp')) ?? [])]).toEqual([1, 2, 3]);
    expect(await readdir(path.join(dir, 'ab'))).toEqual(['ab12cd.webp']);
  });

  it('replaces a file whole', async () => {
    const cache = createDiskCache(dir);
    await cache.write('ef34', 'jpg', new Uint8Array([1]));
    await cache.write('ef34', 'jpg', new Uint8Array([2, 2]));
    expect([...((await cache.read('ef34', 'jpg')) ?? [])]).toEqual([2, 2]);
    expect(await readdir(path.join(dir, 'ef'))).toEqual(['ef34.jpg']);
  });
});

describe('imageCacheDirFromEnv', () => {
  it('sits under DATA_DIR, default ./.data', () => {
    expect(imageCacheDirFromEnv({ DATA_DIR: '/srv/data' })).toBe(path.join('/srv/data', 'image-cache'));
    expect(imageCacheDirFromEnv({})).toBe(path.resolve('.data', 'image-cache'));
  });
});
