import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, needsRehash, passwordProblem, passwordRuleFlags } from './password.js';

describe('password rules (spec 1 §3, §5)', () => {
  it('reports each rule flag', () => {
    expect(passwordRuleFlags('abc')).toEqual({
      hasMinChars: false,
      hasUppercase: false,
      hasLowercase: true,
      hasNumber: false,
      hasSpecialChar: false,
    });
    expect(passwordRuleFlags('Äbcdefg1!')).toEqual({
      hasMinChars: true,
      hasUppercase: true,
      hasLowercase: true,
      hasNumber: true,
      hasSpecialChar: true,
    });
  });

  it.each([
    ['', 'Please create a password.'],
    ['Ab1', 'Password must contain at least 8 characters.'],
    ['abcdefg1', 'Password must contain at least 1 uppercase letter.'],
    ['ABCDEFG1', 'Password must contain at least 1 lowercase letter.'],
    ['Abcdefgh', 'Password must contain at least 1 number.'],
    [`Ab1${'x'.repeat(253)}`, 'Password must be at most 255 characters.'],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('asks for a special character only when configured', () => {
    expect(passwordProblem('Abcdefg1')).toBeUndefined();
    const strict = {
      minLength: 8,
      requireUppercase: true,
      requireLowercase: true,
      requireNumber: true,
      requireSpecialChar: true,
    };
    expect(passwordProblem('Abcdefg1', strict)).toBe('Password must contain at least 1 special character.');
    expect(passwordProblem('Abcdefg1!', strict)).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and the current parameters, and checks only the right password', async () => {
    const stored = await hashPassword('Trail-Runner-2026');
    expect(needsRehash(stored)).toBe(false);
    expect(await checkPassword(stored, 'Trail-Runner-2026')).toBe(true);
    expect(await checkPassword(stored, 'trail-runner-2026')).toBe(false);
    expect(await checkPassword(undefined, 'anything')).toBe(false);
    expect(await checkPassword('not-a-hash', 'anything')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$abc$def')).toBe(true);
  });
});
