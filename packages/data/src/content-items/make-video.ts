/**
 * Encodes the demo video (video.ts) from a scene the image service draws:
 *   npx tsx packages/data/src/content-items/make-video.ts
 * It needs ffmpeg on the PATH (Debian: apt-get install ffmpeg). The shop never runs this: the
 * result is committed under the storefront's public/media, like any brand's uploaded video. Run it
 * again only to change the video; the same ffmpeg gives the same file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageRoutes } from '../load/commerce.js';
import { DEMO_VIDEO } from './video.js';

const PUBLIC = fileURLToPath(new URL('../../../../apps/storefront/public', import.meta.url));

/** The captions: no speech, only what a viewer who cannot hear would want to know. */
const CAPTIONS = {
  en: ['[No speech. Quiet wind.]', '[Morning light reaches the summit.]'],
  fr: ['[Aucune parole. Vent léger.]', '[La lumière du matin atteint le sommet.]'],
} as const;

function vtt(lines: readonly [string, string]): string {
  const half = DEMO_VIDEO.seconds / 2;
  const at = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;
  return `WEBVTT\n\n1\n${at(0)} --> ${at(half)}\n${lines[0]}\n\n2\n${at(half)} --> ${at(DEMO_VIDEO.seconds)}\n${lines[1]}\n`;
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'rl-video-'));
  try {
    // The scene at twice the video's width, so the slow zoom never enlarges pixels.
    const images = imageRoutes({ cacheDir: path.join(work, 'cache') });
    const response = await images.request(`/content/${DEMO_VIDEO.scene}?w=2560&fmt=png`);
    if (!response.ok) throw new Error(`The image service answered ${response.status} for ${DEMO_VIDEO.scene}`);
    const still = path.join(work, 'scene.png');
    writeFileSync(still, Buffer.from(await response.arrayBuffer()));

    const frames = DEMO_VIDEO.seconds * DEMO_VIDEO.fps;
    const filter = [
      // A slow push in on the peak…
      `zoompan=z='1+0.12*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${DEMO_VIDEO.width}x${DEMO_VIDEO.height}:fps=${DEMO_VIDEO.fps}`,
      // …while the light comes up over the first half.
      `eq=brightness='-0.22+0.22*min(t/${DEMO_VIDEO.seconds / 2}\\,1)':saturation='0.7+0.3*min(t/${DEMO_VIDEO.seconds / 2}\\,1)':eval=frame`,
    ].join(',');
    const out = path.join(PUBLIC, DEMO_VIDEO.url);
    const run = spawnSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-i',
        still,
        '-vf',
        filter,
        '-t',
        String(DEMO_VIDEO.seconds),
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-an',
        out,
      ],
      { stdio: 'inherit' },
    );
    if (run.error) throw run.error;
    if (run.status !== 0) throw new Error(`ffmpeg exited with ${run.status}`);
    writeFileSync(path.join(PUBLIC, DEMO_VIDEO.captions.en), vtt(CAPTIONS.en));
    writeFileSync(path.join(PUBLIC, DEMO_VIDEO.captions.fr), vtt(CAPTIONS.fr));
    process.stderr.write(`Wrote ${out} and its captions.\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
