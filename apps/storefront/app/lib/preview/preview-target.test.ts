import { describe, expect, it } from 'vitest';
import { previewLinkProblem, previewLinkTarget } from './preview-target';

describe('previewLinkTarget', () => {
  it('lands on the link’s path in the first preview environment unless the path names one', () => {
    expect(previewLinkTarget('/t/summer', ['staging', 'uat'])).toBe('/t/summer?vse=staging');
    expect(previewLinkTarget('/t/summer?vse=uat&vse-timestamp=1900000000000#top', ['staging', 'uat'])).toBe(
      '/t/summer?vse=uat&vse-timestamp=1900000000000#top',
    );
    expect(previewLinkTarget('/fr-CA/c/footwear?sort=price', ['staging'])).toBe(
      '/fr-CA/c/footwear?sort=price&vse=staging',
    );
    expect(previewLinkTarget('/', [])).toBe('/');
  });

  it('never leaves the shop', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(previewLinkTarget(path, ['staging'])).toBe('/');
    }
  });
});

describe('previewLinkProblem', () => {
  it('names the reason the engine gave, and treats anything else as not valid', () => {
    expect(previewLinkProblem('This preview link has expired.')).toBe('expired');
    expect(previewLinkProblem('This preview link has been revoked.')).toBe('revoked');
    expect(previewLinkProblem('This preview link is not valid.')).toBe('unknown');
    expect(previewLinkProblem('')).toBe('unknown');
  });
});
