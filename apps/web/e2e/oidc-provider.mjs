/**
 * The OpenID Connect provider of the e2e run (oauth2-mock-server): a real issuer with discovery, keys,
 * PKCE and signed ID tokens, which approves every sign-in at once (it has no login form). The person
 * it vouches for is the one last set through `POST /e2e/person` (JSON `{ sub, email, name }`), so a
 * spec chooses who signs in; the e-mail is always verified. `POST /e2e/cancel-next` makes the next
 * sign-in come back as cancelled by the person (`error=access_denied`), as a provider's "Cancel" does.
 *
 *   node oidc-provider.mjs <port>
 */
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node oidc-provider.mjs <port>');

let cancelNext = false;
let person = { sub: 'e2e-person', email: 'oidc.person@example.test', name: 'OIDC Person' };
const claims = () => ({ ...person, email_verified: true });

const issuer = new OAuth2Issuer(false);
issuer.url = `http://127.0.0.1:${port}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

// every token the provider signs (ID token and access token) names the chosen person
service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, claims());
});
service.on('beforeUserinfo', (answer) => {
  answer.body = claims();
  answer.statusCode = 200;
});

service.on('beforeAuthorizeRedirect', ({ url }) => {
  if (!cancelNext) return;
  cancelNext = false;
  url.searchParams.delete('code');
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('error_description', 'The user cancelled the sign-in');
});

function choosePerson(req, res) {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
    // a person is a few short fields: anything longer is not a spec talking
    if (body.length > 4096) req.destroy();
  });
  req.on('end', () => {
    try {
      const next = JSON.parse(body);
      if (typeof next.sub !== 'string' || typeof next.email !== 'string') throw new Error('sub and email');
      person = {
        sub: next.sub,
        email: next.email,
        name: typeof next.name === 'string' ? next.name : next.email,
      };
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/e2e/person') return choosePerson(req, res);
  if (req.method === 'POST' && req.url === '/e2e/cancel-next') {
    cancelNext = true;
    return res.writeHead(204).end();
  }
  return service.requestHandler(req, res);
});
server.listen(port, '127.0.0.1', () => console.log(`OIDC provider at ${issuer.url}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
