import { describe, expect, it } from 'vitest';
import { imageRoutes } from './http.js';
import { parseSceneName, renderScene, SCENE_HEIGHT, SCENE_MOTIFS, SCENE_WIDTH, sceneName } from './scene.js';

describe('content scenes', () => {
  it.each(SCENE_MOTIFS)('draws %s as a 16:9 SVG tinted by its colour, the same every time', (motif) => {
    const svg = renderScene({ motif, style: 1, hex: '1f4e9c' });
    expect(svg).toMatch(new RegExp(`^<svg[^>]+width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}"`));
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(renderScene({ motif, style: 1, hex: '1f4e9c' })).toBe(svg);
    expect(renderScene({ motif, style: 2, hex: '1f4e9c' })).not.toBe(svg);
    expect(renderScene({ motif, style: 1, hex: 'c0562a' })).not.toBe(svg);
  });

  it('names and parses scenes, refusing unknown motifs, styles and colours', () => {
    expect(sceneName({ motif: 'lake', style: 3, hex: '#2F5D3A' })).toBe('lake-3-2f5d3a');
    expect(parseSceneName('lake-3-2f5d3a')).toEqual({ motif: 'lake', style: 3, hex: '2f5d3a' });
    expect(parseSceneName('volcano-0-2f5d3a')).toBeNull();
    expect(parseSceneName('lake-4-2f5d3a')).toBeNull();
    expect(parseSceneName('lake-0-2f5d3')).toBeNull();
    expect(sceneName({ motif: 'lake', style: 4, hex: '2f5d3a' })).toBeNull();
    expect(() => renderScene({ motif: 'lake', style: 0, hex: 'zzzzzz' })).toThrow(RangeError);
  });

  it('is served under /i/content as SVG, and an unknown scene is a 404', async () => {
    const app = imageRoutes();
    const response = await app.request('/content/summit-0-1f4e9c');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(renderScene({ motif: 'summit', style: 0, hex: '1f4e9c' }));
    const missing = await app.request('/content/volcano-0-1f4e9c');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: 'No such content image.' } });
  });
});
