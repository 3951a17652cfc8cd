import { SOCIAL_PROVIDERS, type SocialProvider } from './schema.js';

/** One identity provider as this shop is registered with it. */
export type SocialProviderConfig = {
  provider: SocialProvider;
  clientId: string;
  /**
   * Sent to the token endpoint (client_secret_post). For Apple this is the client-secret JWT made
   * from the team's private key (it lives up to six months), generated outside the shop.
   */
  clientSecret: string;
  /** The issuer: discovery is read from `{issuer}/.well-known/openid-configuration`, and the id token's `iss` must equal it. */
  issuer: string;
  scope: string;
  /** Apple answers with a form POST when the name or e-mail is asked for. */
  responseMode?: 'form_post';
};

/** The configured providers; one missing from the map is "not currently available". */
export type SocialConfig = Partial<Record<SocialProvider, SocialProviderConfig>>;

export class SocialConfigError extends Error {
  override name = 'SocialConfigError';
}

const DEFAULT_ISSUERS: Record<SocialProvider, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
};

const SCOPES: Record<SocialProvider, string> = {
  apple: 'openid email name',
  google: 'openid email profile',
};

/**
 * Providers from `APPLE_CLIENT_ID`, `APPLE_CLIENT_SECRET`, `APPLE_ISSUER` and the `GOOGLE_` trio.
 * A provider is on when its client id and secret are both set; one without the other, or an issuer
 * that is not an https URL (http only on a loopback address, for local test providers), stops the
 * server at start rather than failing the first shopper who tries.
 */
export function socialConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SocialConfig {
  const config: SocialConfig = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      throw new SocialConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together.`);
    }
    const issuer = (env[`${prefix}_ISSUER`]?.trim() || DEFAULT_ISSUERS[provider]).replace(/\/$/, '');
    if (!isAcceptableIssuer(issuer)) {
      throw new SocialConfigError(`${prefix}_ISSUER must be an https URL (http only on 127.0.0.1 or localhost).`);
    }
    config[provider] = {
      provider,
      clientId,
      clientSecret,
      issuer,
      scope: SCOPES[provider],
      ...(provider === 'apple' ? { responseMode: 'form_post' as const } : {}),
    };
  }
  return config;
}

/**
 * The origins a shopper's browser is sent to for social sign-in, configured or not (a storefront
 * in front of a remote engine does not hold the secrets): the page's form-action allows them.
 */
export function socialIssuerOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = SOCIAL_PROVIDERS.map((provider) => {
    const issuer = env[`${provider.toUpperCase()}_ISSUER`]?.trim() || DEFAULT_ISSUERS[provider];
    return isAcceptableIssuer(issuer) ? new URL(issuer).origin : undefined;
  });
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

function isAcceptableIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
