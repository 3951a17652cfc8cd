import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The tokens of a session's latest renewal, sealed under a key only the replaced refresh token
 * gives (HKDF of it): a page and its data requests that arrive at two server instances with the
 * same expired cookies each renew, and the second must get what the first got (decision 041),
 * as one instance's shared renewal always gave. The database holds the sealed copy, which
 * nobody without that refresh token can open; the tokens themselves stay stored only hashed.
 */
type Renewed = { token: string; refreshToken: string };

const VERSION = 'v1';

function keyFrom(replacedRefreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', replacedRefreshToken, Buffer.alloc(0), 'ridgeline session renewal', 32));
}

export function sealRenewal(renewed: Renewed, replacedRefreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(replacedRefreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(renewed), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The renewal's tokens, or undefined when the seal is not this token's (or not a seal at all). */
export function openRenewal(sealed: string | null, replacedRefreshToken: string): Renewed | undefined {
  const [version, iv, body, tag] = sealed?.split('.') ?? [];
  if (version !== VERSION || !iv || !body || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(replacedRefreshToken), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as Partial<Renewed>;
    return typeof parsed.token === 'string' && typeof parsed.refreshToken === 'string'
      ? { token: parsed.token, refreshToken: parsed.refreshToken }
      : undefined;
  } catch {
    return undefined;
  }
}
