import { describe, expect, it } from 'vitest';
import { localizedPath, staffLoginHref, staffNextPath } from './next-path';

describe('staffNextPath (where the staff sign-in leads)', () => {
  it('keeps a path of this shop, with its query', () => {
    for (const path of [
      '/visualization/ridgeline/0f8fad5b-d9cb-469f-a165-70867728950e',
      '/fr-CA/contampviz/ridgeline/0f8fad5b-d9cb-469f-a165-70867728950e?locale=fr-CA',
      '/?__sftoolkit=on',
      '/t/trail-guide#top',
    ])
      expect(staffNextPath(path, '/'), path).toBe(path);
  });

  it('falls back for anything that could leave the shop or is no path', () => {
    for (const next of [
      null,
      undefined,
      '',
      'visualization/x',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '/\tevil',
      '/ok\r\nSet-Cookie: x=1',
      `/${'a'.repeat(2_001)}`,
    ])
      expect(staffNextPath(next, '/fr-CA'), String(next)).toBe('/fr-CA');
  });
});

describe('staff paths', () => {
  it('are in the request’s locale', () => {
    expect(localizedPath(new Request('https://shop.test/fr-CA/visualization/a/b'), '/staff/login')).toBe(
      '/fr-CA/staff/login',
    );
    expect(localizedPath(new Request('https://shop.test/visualization/a/b'), '/staff/login')).toBe('/staff/login');
  });

  it('lead back to the page asked for', () => {
    expect(staffLoginHref('/staff/login', '/visualization/ridgeline/x?locale=en-US')).toBe(
      '/staff/login?next=%2Fvisualization%2Fridgeline%2Fx%3Flocale%3Den-US',
    );
  });
});
