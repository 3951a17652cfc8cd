import { describe, expect, it } from 'vitest';
import { normaliseStaffEmail, staffEmailProblem } from './member.js';
import { PREVIEW_LINK_MAX_MINUTES, previewLinkStatus, previewPathProblem } from './preview-rules.js';
import { isStaffRole, mayManageContent } from './roles.js';
import { bearerToken, hashStaffToken, isStaffToken, newStaffToken } from './tokens.js';

describe('staff roles', () => {
  it('knows the three roles and nothing else', () => {
    expect(['content-author', 'merchandiser', 'admin'].every(isStaffRole)).toBe(true);
    expect(isStaffRole('Admin')).toBe(false);
    expect(isStaffRole('owner')).toBe(false);
  });

  it('lets authors and admins change content, and merchandisers only read it', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expect(mayManageContent('content-author', method)).toBe(true);
      expect(mayManageContent('admin', method)).toBe(true);
    }
    expect(mayManageContent('merchandiser', 'GET')).toBe(true);
    expect(mayManageContent('merchandiser', 'head')).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(mayManageContent('merchandiser', method)).toBe(false);
  });
});

describe('staff tokens', () => {
  it('are prefixed by kind, 256 random bits, and never look like another kind or a shopper token', () => {
    const session = newStaffToken('session');
    const preview = newStaffToken('preview');
    expect(session).toMatch(/^rl_staff_[A-Za-z0-9_-]{43}$/);
    expect(preview).toMatch(/^rl_preview_[A-Za-z0-9_-]{43}$/);
    expect(newStaffToken('session')).not.toBe(session);
    expect(isStaffToken('session', session)).toBe(true);
    expect(isStaffToken('preview', session)).toBe(false);
    expect(isStaffToken('session', preview)).toBe(false);
    // A shopper's token: 43 base64url characters without a prefix.
    expect(isStaffToken('session', 'a'.repeat(43))).toBe(false);
    expect(isStaffToken('session', `${session}x`)).toBe(false);
    expect(isStaffToken('session', undefined)).toBe(false);
  });

  it('are stored as a SHA-256 that does not hold the token', () => {
    const token = newStaffToken('session');
    expect(hashStaffToken(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashStaffToken(token)).toBe(hashStaffToken(token));
    expect(hashStaffToken(token)).not.toContain(token.slice(9, 20));
  });

  it('are read from an Authorization: Bearer header only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('staff e-mails', () => {
  it('are one login however they are typed', () => {
    expect(normaliseStaffEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it.each([
    ['', 'An e-mail address is required.'],
    ['ada', '"ada" is not an e-mail address.'],
    ['ada@example', '"ada@example" is not an e-mail address.'],
    ['a da@example.com', '"a da@example.com" is not an e-mail address.'],
    [`${'a'.repeat(250)}@x.io`, 'An e-mail address has at most 254 characters.'],
  ])('%j → %s', (email, problem) => {
    expect(staffEmailProblem(email)).toBe(problem);
  });

  it('takes an ordinary address', () => {
    expect(staffEmailProblem('content.team+cms@ridgeline.example')).toBeUndefined();
  });
});

describe('preview links', () => {
  it('name a path of the shop only', () => {
    for (const path of ['/', '/t/summer', '/fr-CA/c/mens?x=1#top', '/t/%C3%A9t%C3%A9'])
      expect(previewPathProblem(path), path).toBeUndefined();
    expect(previewPathProblem('t/summer')).toMatch(/starting with \//);
    expect(previewPathProblem('https://evil.example/')).toMatch(/starting with \//);
    expect(previewPathProblem('//evil.example/')).toMatch(/not another site/);
    expect(previewPathProblem('/\\evil.example/')).toMatch(/not another site/);
    expect(previewPathProblem('/a\\b')).toMatch(/backslash/);
    expect(previewPathProblem('/a b')).toMatch(/spaces/);
    expect(previewPathProblem('/a\nb')).toMatch(/control/);
    expect(previewPathProblem(`/${'a'.repeat(2000)}`)).toMatch(/at most 2000/);
  });

  it('live at most 7 days', () => {
    expect(PREVIEW_LINK_MAX_MINUTES).toBe(10_080);
  });

  it('are valid until they expire, and revoked once revoked, expired or not', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const later = new Date('2030-01-01T13:00:00Z');
    expect(previewLinkStatus({ expiresAt: later, revokedAt: null }, now)).toBe('valid');
    expect(previewLinkStatus({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(previewLinkStatus({ expiresAt: later, revokedAt: now }, now)).toBe('revoked');
    expect(previewLinkStatus({ expiresAt: now, revokedAt: now }, later)).toBe('revoked');
  });
});
