import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** A recorded answer with its placeholders filled (see fixtures/README.md). */
export function fixture(name: string, values: Record<string, string | number>): string {
  let text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`__${key}__`, String(value));
  return text;
}

export interface SeenRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server answering like the real API; `answer` decides per request. */
export async function startFixtureServer(
  answer: (req: SeenRequest) => { status?: number; body: string },
): Promise<{ url: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://x'),
        headers: req.headers,
        body,
      };
      seen.push(request);
      const out = answer(request);
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
      res.end(out.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
