// Image service figures: a 600 px tile (spec 2 §2: ratio 496:521, quality 60) drawn cold in
// each format, then served from the disk cache. Renders go through the same one-at-a-time queue
// as in production, in a temporary cache folder removed afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageRoutes } from '@ridgeline/commerce';
import { measure } from './stats.js';

const TILE_QUERY = '?$img-cache$&fmt=auto&w=600&aspect=496:521&q=60';
const ACCEPT = { avif: 'image/avif,image/webp,*/*', webp: 'image/webp,*/*', jpeg: '*/*' } as const;

export async function benchImages(runs: number, coldRuns = 10) {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'ridgeline-bench-images-'));
  try {
    const app = imageRoutes({ cacheDir });
    const fetchImage = async (name: string, accept: string) => {
      const response = await app.request(`/products/${name}${TILE_QUERY}`, { headers: { accept } });
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      return response.arrayBuffer();
    };
    // Every cold call names a colour not drawn before, so nothing comes from the cache.
    let colour = 0;
    const fresh = () => `jacket-2-${(++colour).toString(16).padStart(6, '0')}-front`;
    for (const [format, accept] of Object.entries(ACCEPT))
      await measure(`GET /i 600px tile, cold, ${format}`, coldRuns, () => fetchImage(fresh(), accept));
    const cached = fresh();
    for (const [format, accept] of Object.entries(ACCEPT)) {
      const bytes = (await fetchImage(cached, accept)).byteLength;
      await measure(`GET /i 600px tile, cached, ${format} ${(bytes / 1024).toFixed(1)} kB`, runs, () =>
        fetchImage(cached, accept),
      );
    }
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}
