// A local OpenID Connect provider standing in for Google in tests, so nothing reaches the
// internet. One client, one fixed account, and a one-button interaction page ("Continuar") that
// signs that account in and grants openid/email/profile at once (no separate consent screen),
// or "Cancelar", which sends the browser back with error=access_denied.
//
// Used two ways:
//   - imported: `await startOidcServer({ port, clientId, clientSecret, redirectUris })`
//     (server/test/google-oidc.test.ts starts it in-process on a free port);
//   - run directly: `node e2e/support/oidc-server.mjs`, configured by OIDC_PORT, OIDC_CLIENT_ID,
//     OIDC_CLIENT_SECRET and OIDC_REDIRECT_URI (the Playwright config starts it as a webServer).
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

/** The one person who can sign in at the local provider. */
export const oidcAccount = {
  sub: 'google-user-1',
  email: 'maria.google@exemplo.com',
  email_verified: true,
  name: 'Maria Google',
  given_name: 'Maria',
  family_name: 'Google',
};

const SCOPE = 'openid email profile';

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function interactionPage({ uid, clientId }) {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Google (teste local)</title></head>
<body>
<main>
<h1>Google (provedor local de teste)</h1>
<p>O aplicativo <strong>${escapeHtml(clientId)}</strong> quer entrar como
<strong>${escapeHtml(oidcAccount.name)}</strong> (${escapeHtml(oidcAccount.email)}).</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<button type="submit">Continuar</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit">Cancelar</button>
</form>
</main>
</body>
</html>`;
}

/**
 * Starts the provider on host:port (0: any free port). Resolves once it listens; `close()`
 * stops it.
 * @param {{ port: number, host?: string, clientId: string, clientSecret: string, redirectUris: string[] }} options
 */
export async function startOidcServer({
  port,
  host = '127.0.0.1',
  clientId,
  clientSecret,
  redirectUris,
}) {
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
  let handle = (_req, res) => {
    res.writeHead(503);
    res.end();
  };
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const issuer = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the token request body by default.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Like Google: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['legado-local-oidc-cookie-key'] },
    // A fresh signing key per run (ID tokens are verified by better-auth against jwks_uri).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'local-oidc',
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      if (sub !== oidcAccount.sub) return undefined;
      return { accountId: sub, claims: async () => ({ ...oidcAccount }) };
    },
    // The fixed account has already consented to everything this client asks for.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Erro</title><pre>${escapeHtml(JSON.stringify(out))}</pre>`;
    },
  });
  const providerCallback = provider.callback();

  handle = (req, res) => {
    if (!/^\/interaction\/[^/?]+/.test(req.url ?? '')) {
      providerCallback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'POST' && /\/abort(\?|$)/.test(req.url ?? '')) {
          // "Cancelar": back to the client with error=access_denied, as Google does.
          await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'End-User aborted interaction' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        if (req.method === 'POST') {
          // "Continuar": the fixed account signs in; loadExistingGrant covers the consent.
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: oidcAccount.sub } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(interactionPage({ uid: details.uid, clientId: String(details.params.client_id) }));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  };

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const env = (name) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  const server = await startOidcServer({
    port: Number(env('OIDC_PORT')),
    clientId: env('OIDC_CLIENT_ID'),
    clientSecret: env('OIDC_CLIENT_SECRET'),
    redirectUris: env('OIDC_REDIRECT_URI').split(','),
  });
  console.log(`Local OpenID Connect provider on ${server.issuer}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
