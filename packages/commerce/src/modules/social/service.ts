import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import { consumeLimits, type Limit } from '../rate-limit/index.js';
import type { Shopper } from '../session/index.js';
import type { SocialConfig, SocialProviderConfig } from './config.js';
import { authorizationUrl, discover, exchangeCode, OidcError, verifyIdToken, type IdentityClaims } from './oidc.js';
import { SOCIAL_PROVIDERS, socialAuthRequests, socialIdentities, type SocialProvider } from './schema.js';

/** A started sign-in must come back within this time (SECURITY.md: state, nonce and verifier live 10 minutes). */
export const SOCIAL_REQUEST_TTL_MS = 10 * 60 * 1000;

/** Each start writes a row and calls the provider: bounded per IP like the other account endpoints. */
export const SOCIAL_START_LIMIT: Limit = { name: 'social-start-ip', max: 60, windowMs: 15 * 60 * 1000 };

const NAMES: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google' };

/** The provider is not configured, or refused the shop's redirect URI: the feature is unavailable (spec 1 §8). */
export class SocialUnavailableError extends DomainError {
  constructor() {
    super('feature_unavailable', 'This feature is not currently available.', 503);
  }
}

/** Spec 1 §8: only Apple and Google are identity providers; anything else is logged as an error. */
export class UnknownIdentityProviderError extends DomainError {
  constructor() {
    super('unknown_identity_provider', 'Sign-in is offered with Apple or Google only.', 400);
  }
}

/** The state is unknown, already used, expired or was started by another session. */
export class InvalidSocialStateError extends DomainError {
  constructor() {
    super('invalid_state', 'This sign-in link is no longer valid. Please start again.', 400);
  }
}

/** The provider refused the code, or its id token failed a check (audience, nonce, signature…). */
export class SocialLoginFailedError extends DomainError {
  constructor(provider: SocialProvider) {
    super('social_login_failed', `Signing in with ${NAMES[provider]} did not work. Please try again.`, 401);
  }
}

/** The provider could not be reached or answered nonsense. */
export class SocialProviderUnreachableError extends DomainError {
  constructor(provider: SocialProvider) {
    super('provider_unreachable', `${NAMES[provider]} cannot be reached right now. Please try again later.`, 503);
  }
}

/**
 * No verified e-mail from the provider and no account linked yet: an unverified address must not
 * take over an account, nor open one that its real owner would later be linked into.
 */
export class SocialEmailNotVerifiedError extends DomainError {
  constructor(provider: SocialProvider) {
    super(
      'email_not_verified',
      `Your ${NAMES[provider]} account did not share a verified e-mail address. Verify it with ${NAMES[provider]}, or log in with your e-mail and password.`,
      409,
    );
  }
}

export type SocialDeps = { db: Database; logger: Logger; social: SocialConfig };

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const random = () => randomBytes(32).toString('base64url');

/** The PKCE verifier is sealed with a key only the state (held by the shopper's browser) opens. */
function sealKey(state: string): Buffer {
  return Buffer.from(hkdfSync('sha256', state, 'ridgeline-social', 'pkce-verifier', 32));
}

function seal(verifier: string, state: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(state), iv);
  const sealed = Buffer.concat([cipher.update(verifier, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

function unseal(value: string, state: string): string | undefined {
  try {
    const [iv, sealed, tag] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(state), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** 'Apple', 'google'… → the provider; anything else is logged as an error (spec 1 §8) and refused. */
export function identityProviderOf(hint: string, logger: Logger): SocialProvider {
  const provider = hint.trim().toLowerCase();
  if ((SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return provider as SocialProvider;
  logger.error({ msg: 'Unknown identity provider', hint: hint.slice(0, 50) });
  throw new UnknownIdentityProviderError();
}

function configOf(social: SocialConfig, provider: SocialProvider): SocialProviderConfig {
  const config = social[provider];
  if (!config) throw new SocialUnavailableError();
  return config;
}

async function discoverOrFail(config: SocialProviderConfig, logger: Logger) {
  try {
    return await discover(config.issuer);
  } catch (error) {
    logger.error({ msg: 'Identity provider discovery failed', provider: config.provider, err: String(error) });
    throw new SocialProviderUnreachableError(config.provider);
  }
}

/**
 * Starts a sign-in at the provider: fresh state, nonce and PKCE verifier, kept server-side (hashed,
 * the verifier sealed) for 10 minutes and bound to the caller's session, and the authorization URL
 * to send the shopper to.
 */
export async function startSocialLogin(
  { db, logger, social }: SocialDeps,
  shopper: Shopper,
  hint: string,
  redirectUri: string,
  clientIp: string,
  now = new Date(),
): Promise<{ provider: SocialProvider; authorizationUrl: string; expiresAt: Date }> {
  const provider = identityProviderOf(hint, logger);
  const config = configOf(social, provider);
  await consumeLimits(db, [[SOCIAL_START_LIMIT, clientIp]]);
  const discovery = await discoverOrFail(config, logger);
  const state = random();
  const nonce = random();
  const verifier = random();
  const expiresAt = new Date(now.getTime() + SOCIAL_REQUEST_TTL_MS);
  await db.insert(socialAuthRequests).values({
    stateHash: sha256(state),
    usid: shopper.usid,
    provider,
    nonceHash: sha256(nonce),
    sealedVerifier: seal(verifier, state),
    redirectUri,
    createdAt: now,
    expiresAt,
  });
  return {
    provider,
    authorizationUrl: authorizationUrl(discovery, config, {
      redirectUri,
      state,
      nonce,
      codeChallenge: sha256(verifier),
    }),
    expiresAt,
  };
}

export type SocialCallback = {
  code: string;
  state: string;
  /** Apple sends the name once, beside the code (not in the id token), on the first sign-in only. */
  user?: { firstName?: string; lastName?: string };
};

/** Who the provider says signed in, with Apple's one-time name when it came. */
export type VerifiedIdentity = { provider: SocialProvider; claims: IdentityClaims; user: SocialCallback['user'] };

/**
 * Finishes a sign-in at the provider: the state is consumed (once, by the session that started it,
 * within 10 minutes), the code traded with the verifier, the id token verified (signature, issuer,
 * audience, expiry, nonce). Answers the identity; the sign-in flow finds or makes its customer.
 */
export async function verifySocialCallback(
  deps: SocialDeps,
  shopper: Shopper,
  callback: SocialCallback,
  now = new Date(),
): Promise<VerifiedIdentity> {
  const { db, logger, social } = deps;
  const [request] = await db
    .delete(socialAuthRequests)
    .where(
      and(
        eq(socialAuthRequests.stateHash, sha256(callback.state)),
        eq(socialAuthRequests.usid, shopper.usid),
        gt(socialAuthRequests.expiresAt, now),
      ),
    )
    .returning();
  if (!request) throw new InvalidSocialStateError();
  const provider = request.provider as SocialProvider;
  const config = configOf(social, provider);
  const verifier = unseal(request.sealedVerifier, callback.state);
  if (!verifier) throw new InvalidSocialStateError();
  const discovery = await discoverOrFail(config, logger);

  let claims: IdentityClaims;
  try {
    const idToken = await exchangeCode(discovery, config, {
      code: callback.code,
      codeVerifier: verifier,
      redirectUri: request.redirectUri,
    });
    claims = await verifyIdToken(discovery, config, idToken);
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    if (error.isRedirectUriMismatch) {
      logger.error({ msg: 'Identity provider refused the redirect URI', provider, err: error.message });
      throw new SocialUnavailableError();
    }
    logger.warn({ msg: 'Social sign-in refused', provider, err: error.message, oauthError: error.oauthError });
    throw new SocialLoginFailedError(provider);
  }
  const expected = Buffer.from(request.nonceHash);
  const received = Buffer.from(sha256(claims.nonce));
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    logger.warn({ msg: 'Social sign-in refused', provider, err: 'the id token nonce is not the one sent' });
    throw new SocialLoginFailedError(provider);
  }

  return { provider, claims, user: callback.user };
}

/** The customer linked to the identity (provider, subject), if any. */
export async function customerIdLinkedTo(db: Database, { provider, claims }: VerifiedIdentity) {
  const [row] = await db
    .select({ customerId: socialIdentities.customerId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.subject)));
  return row?.customerId;
}

/** A linked identity signed in again: when, and the e-mail the provider gives now. */
export async function recordIdentitySignIn(db: Database, { provider, claims }: VerifiedIdentity, now: Date) {
  await db
    .update(socialIdentities)
    .set({ lastLoginAt: now, email: claims.email ?? null, emailVerified: claims.emailVerified })
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.subject)));
}

/**
 * The identity's e-mail, when the provider verified it: an unverified address must neither take over
 * an account nor open one that its real owner would later be linked into.
 */
export function verifiedEmailOf({ provider, claims }: VerifiedIdentity): string {
  if (!claims.email || !claims.emailVerified) throw new SocialEmailNotVerifiedError(provider);
  return claims.email;
}

const nameOf = (value: string | undefined) => (value ?? '').trim().slice(0, 100);

/** The names a customer registered by this identity gets (the id token's, else Apple's one-time ones). */
export function identityNames({ claims, user }: VerifiedIdentity) {
  return {
    firstName: nameOf(claims.givenName ?? user?.firstName),
    lastName: nameOf(claims.familyName ?? user?.lastName),
  };
}

const identityRow = (customerId: string, identity: VerifiedIdentity, now: Date) => ({
  id: randomUUID(),
  customerId,
  provider: identity.provider,
  subject: identity.claims.subject,
  email: verifiedEmailOf(identity),
  emailVerified: true,
  createdAt: now,
  lastLoginAt: now,
});

/**
 * Links the identity (its e-mail verified) to an existing account; false when that did not happen:
 * the subject was linked meanwhile, or the account already has another identity at this provider.
 */
export async function linkIdentity(db: Database, customerId: string, identity: VerifiedIdentity, now: Date) {
  const [linked] = await db
    .insert(socialIdentities)
    .values(identityRow(customerId, identity, now))
    .onConflictDoNothing()
    .returning();
  return linked !== undefined;
}

/** Links the identity to the customer just registered by it, in that registration's transaction. */
export async function linkRegisteringIdentity(tx: Database, customerId: string, identity: VerifiedIdentity, now: Date) {
  await tx.insert(socialIdentities).values(identityRow(customerId, identity, now));
}

/** Removes sign-ins started over a day ago and never finished. */
export async function pruneSocialRequests(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(socialAuthRequests)
    .where(lt(socialAuthRequests.expiresAt, cutoff))
    .returning({ stateHash: socialAuthRequests.stateHash });
  return removed.length;
}
