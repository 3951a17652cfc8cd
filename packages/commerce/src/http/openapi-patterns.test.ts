import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { silentLogger } from '../logger.js';
import { createApi } from './app.js';

type Schema = { pattern?: string; properties?: Record<string, Schema> };
type Document = {
  paths: Record<string, Record<string, { parameters?: { name: string; schema: Schema }[] }>>;
  components: { schemas: Record<string, Schema> };
};

/** The API's OpenAPI document; serving it reads no database. */
async function document(): Promise<Document> {
  const api = createApi({ db: {} as Database, logger: silentLogger, social: {} });
  return (await (await api.request('/openapi.json')).json()) as Document;
}

function patternsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => patternsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pattern' && typeof item === 'string') found.push(item);
      else patternsIn(item, found);
    }
  }
  return found;
}

const matches = (pattern: string | undefined, text: string) => new RegExp(pattern ?? '(?!)', 'u').test(text);

describe('the patterns of the OpenAPI document', () => {
  it('are regular expressions as JSON Schema reads them, without a trailing /flags', async () => {
    const patterns = patternsIn(await document());
    expect(patterns.length).toBeGreaterThan(10);
    for (const pattern of patterns) {
      expect(pattern, pattern).not.toMatch(/\/[dgimsuvy]+$/);
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
    }
  });

  it('documents an address name that a valid one matches', async () => {
    const doc = await document();
    const created = doc.components.schemas.CreateCustomerAddressRequest?.properties?.addressId?.pattern;
    const path = doc.paths['/shopper/customers/me/addresses/{addressId}']?.get?.parameters?.find(
      (p) => p.name === 'addressId',
    );
    expect(path).toBeDefined();
    for (const valid of ['Home', 'Cabin 2', 'Chalet d’été', 'Büro 🏔'])
      expect(matches(created, valid), valid).toBe(true);
    for (const invalid of ['a/b', 'a?b', '50%', '']) expect(matches(created, invalid), invalid).toBe(false);
  });

  it('documents a slug that one in any script matches', async () => {
    const doc = await document();
    const slug = doc.paths['/category-slugs/{slug}']?.get?.parameters?.find((p) => p.name === 'slug')?.schema.pattern;
    for (const valid of ['mens-jackets', 'vestes-homme', 'vêtements', 'RL100000'])
      expect(matches(slug, valid), valid).toBe(true);
    expect(matches(slug, 'a/b')).toBe(false);
  });
});
