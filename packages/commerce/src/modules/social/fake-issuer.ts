import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { SocialConfig } from './config.js';

/** What the id token of the next code says; anything may be overridden to forge a bad token. */
export type FakeIdentity = {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  /** Overrides: another audience, another nonce, another issuer, an expired token, a foreign key. */
  aud?: string | string[];
  nonce?: string;
  iss?: string;
  exp?: number;
  signWithForeignKey?: boolean;
};

type Grant = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  identity: FakeIdentity;
  used: boolean;
};

/**
 * An OpenID provider in this process for integration tests, on 127.0.0.1 and a free port:
 * discovery, JWKS and a token endpoint that checks the client secret, the redirect URI, the PKCE
 * verifier and single use of codes, like a real one. The browser part (login page, consent) is
 * skipped: `authorize(url, identity)` reads the authorization URL the engine built and answers the
 * code the provider would have redirected back with.
 */
export async function startFakeIssuer(client: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const tokenRequests: Record<string, string>[] = [];
  let issuer = '';

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  };

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (request.method === 'GET' && path === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (request.method === 'GET' && path === '/jwks') return send(200, { keys: [jwk] });
    if (request.method === 'POST' && path === '/token') {
      const form = await readBody(request);
      tokenRequests.push(form);
      if (form.client_id !== client.clientId || form.client_secret !== client.clientSecret) {
        return send(401, { error: 'invalid_client' });
      }
      const grant = grants.get(form.code ?? '');
      if (!grant || grant.used)
        return send(400, { error: 'invalid_grant', error_description: 'grant request is invalid' });
      grant.used = true;
      if (form.redirect_uri !== grant.redirectUri) {
        return send(400, {
          error: 'invalid_grant',
          error_description: 'redirect_uri did not match the authorization request',
        });
      }
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (challenge !== grant.challenge) {
        return send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      const { aud, nonce, iss, exp, signWithForeignKey, ...claims } = grant.identity;
      const payload: JWTPayload = { ...claims, nonce: nonce ?? grant.nonce };
      const idToken = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(iss ?? issuer)
        .setAudience(aud ?? grant.clientId)
        .setIssuedAt()
        .setExpirationTime(exp ?? '5m')
        .sign(signWithForeignKey ? foreign.privateKey : privateKey);
      return send(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', id_token: idToken });
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    tokenRequests,
    /** The shopper signs in at the provider as `identity`: the code it sends back with the URL's state. */
    authorize(authorizationUrl: string, identity: FakeIdentity): { code: string; state: string } {
      const url = new URL(authorizationUrl);
      const param = (name: string) => url.searchParams.get(name) ?? '';
      const code = randomBytes(16).toString('base64url');
      grants.set(code, {
        clientId: param('client_id'),
        redirectUri: param('redirect_uri'),
        challenge: param('code_challenge'),
        nonce: param('nonce'),
        identity,
        used: false,
      });
      return { code, state: param('state') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>;

/** Both providers signed in through one fake issuer, as a shop configures them (tests). */
export function socialConfigFor(issuer: string, client: { clientId: string; clientSecret: string }): SocialConfig {
  return {
    google: { provider: 'google', ...client, issuer, scope: 'openid email profile' },
    apple: { provider: 'apple', ...client, issuer, scope: 'openid email name', responseMode: 'form_post' },
  };
}
