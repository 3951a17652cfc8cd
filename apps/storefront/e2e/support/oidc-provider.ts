/**
 * The e2e tests' identity provider: a real OpenID Connect provider (the `oidc-provider` package)
 * on 127.0.0.1 standing in for both Apple and Google, with one client for each. Its development
 * login page takes any login and password; the login becomes the subject, `<login>@example.com`
 * the verified e-mail. Run by Playwright as a web server; it stops when Playwright stops it.
 */
import { createServer } from 'node:http';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const storePort = Number(process.env.STORE_PORT);
if (!port || !storePort) throw new Error('OIDC_PORT and STORE_PORT are required.');
if (!process.env.GOOGLE_CLIENT_ID || !process.env.APPLE_CLIENT_ID)
  throw new Error('The GOOGLE_ and APPLE_ clients are required.');

const redirectUri = `http://127.0.0.1:${storePort}/social-callback`;
/** The store's clients, from the same variables the store is started with (playwright.config.ts). */
const client = (prefix: 'APPLE' | 'GOOGLE'): ClientMetadata => ({
  client_id: process.env[`${prefix}_CLIENT_ID`] ?? '',
  client_secret: process.env[`${prefix}_CLIENT_SECRET`] ?? '',
  redirect_uris: [redirectUri],
  response_types: ['code'],
  grant_types: ['authorization_code'],
  token_endpoint_auth_method: 'client_secret_post',
});

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

const configuration: Configuration = {
  clients: [client('GOOGLE'), client('APPLE')],
  // Apple's scopes are "name email", Google's "profile email": both are understood.
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name'],
    name: ['given_name', 'family_name'],
  },
  // Like Google's, the id token carries the e-mail and name claims of the granted scopes.
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['ridgeline-e2e-only'] },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: `${id.toLowerCase()}@example.com`,
      email_verified: true,
      given_name: title(id.split(/[-_.@]/)[0] ?? id),
      family_name: 'Tester',
    }),
  }),
};

const provider = new Provider(`http://127.0.0.1:${port}`, configuration);
const server = createServer(provider.callback());
server.listen(port, '127.0.0.1');

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
