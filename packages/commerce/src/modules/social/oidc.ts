import type { createRemoteJWKSet, JWTPayload } from 'jose';
import { z } from 'zod';
import type { SocialProviderConfig } from './config.js';

/** The parts of a provider's discovery document this shop uses. */
const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
});
export type Discovery = z.infer<typeof Discovery>;

/** Why talking to a provider failed, in words for the log (never shown to the shopper). */
export class OidcError extends Error {
  override name = 'OidcError';
  constructor(
    message: string,
    /** The provider's OAuth error code when it gave one (`invalid_grant`, `redirect_uri_mismatch`…). */
    readonly oauthError?: string,
    readonly description?: string,
  ) {
    super(message);
  }

  /** The provider refused the redirect URI: the shop's registration with it is wrong (spec 1 §8). */
  get isRedirectUriMismatch(): boolean {
    return this.oauthError === 'redirect_uri_mismatch' || /redirect[_ ]?ur[il]/i.test(this.description ?? '');
  }
}

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discoveries = new Map<string, { value: Discovery; until: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The provider's discovery document, cached an hour; a failed read is not cached. */
export async function discover(issuer: string, now = Date.now()): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && cached.until > now) return cached.value;
  let response: Response;
  try {
    response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new OidcError(`Discovery at ${issuer} failed: ${String(error)}`);
  }
  if (!response.ok) throw new OidcError(`Discovery at ${issuer} answered ${response.status}`);
  const parsed = Discovery.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new OidcError(`Discovery at ${issuer} is not a usable OpenID configuration`);
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (parsed.data.issuer.replace(/\/$/, '') !== issuer) {
    throw new OidcError(`Discovery at ${issuer} names another issuer (${parsed.data.issuer})`);
  }
  discoveries.set(issuer, { value: parsed.data, until: now + DISCOVERY_TTL_MS });
  return parsed.data;
}

/** Forgets cached discovery documents and key sets (tests start providers on new ports). */
export function clearOidcCaches(): void {
  discoveries.clear();
  keySets.clear();
}

/** The provider's authorization URL for the code flow with PKCE (S256), state and nonce. */
export function authorizationUrl(
  discovery: Discovery,
  config: SocialProviderConfig,
  params: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): string {
  const url = new URL(discovery.authorization_endpoint);
  const query: Record<string, string> = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: params.redirectUri,
    scope: config.scope,
    state: params.state,
    nonce: params.nonce,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
    ...(config.responseMode ? { response_mode: config.responseMode } : {}),
  };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

const TokenAnswer = z.object({ id_token: z.string().min(1) });
const OAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** Trades the code for tokens (client_secret_post, the PKCE verifier, the same redirect URI); answers the id token. */
export async function exchangeCode(
  discovery: Discovery,
  config: SocialProviderConfig,
  params: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: params.redirectUri,
        code_verifier: params.codeVerifier,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new OidcError(`Token request to ${config.provider} failed: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = OAuthError.safeParse(body);
    throw new OidcError(
      `Token request to ${config.provider} answered ${response.status}`,
      refusal.success ? refusal.data.error : undefined,
      refusal.success ? refusal.data.error_description : undefined,
    );
  }
  const answer = TokenAnswer.safeParse(body);
  if (!answer.success) throw new OidcError(`Token answer from ${config.provider} has no id_token`);
  return answer.data.id_token;
}

/** The claims the shop reads from a verified id token. */
export type IdentityClaims = {
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  nonce: string;
};

/**
 * Verifies an id token (OpenID Connect Core §3.1.3.7): signature by a key of the provider's JWKS,
 * `iss` the configured issuer, `aud` containing our client id (and `azp` ours when there are
 * several audiences), not expired (a minute of clock skew), a subject and a nonce. The caller
 * compares the nonce with the one it sent.
 */
export async function verifyIdToken(
  discovery: Discovery,
  config: SocialProviderConfig,
  idToken: string,
): Promise<IdentityClaims> {
  // Loaded on the first social sign-in, not at every start of the server.
  const { createRemoteJWKSet, jwtVerify, errors: joseErrors } = await import('jose');
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: TIMEOUT_MS });
    keySets.set(discovery.jwks_uri, keys);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: config.issuer,
      audience: config.clientId,
      algorithms: ['RS256', 'ES256', 'PS256'],
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const why = error instanceof joseErrors.JOSEError ? `${error.code}: ${error.message}` : String(error);
    throw new OidcError(`The ${config.provider} id token was refused (${why})`);
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
    throw new OidcError(`The ${config.provider} id token was issued to another party (azp)`);
  }
  const nonce = payload.nonce;
  if (typeof nonce !== 'string' || nonce === '') throw new OidcError(`The ${config.provider} id token has no nonce`);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    subject: payload.sub!,
    email: text(payload.email)?.toLowerCase(),
    // Apple writes "true" as a string; Google a boolean.
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    nonce,
  };
}
