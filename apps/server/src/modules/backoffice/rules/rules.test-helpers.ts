import http from 'node:http';
import { WEBHOOK_SIGNATURE_HEADER } from '@bitdata/contracts';

/** A local webhook receiver for event rules' tests: answers `failFirst` calls with 500, then 200. */
export async function startReceiver() {
  const calls: Array<{ body: string; signature: string | undefined }> = [];
  const state = { failFirst: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers[WEBHOOK_SIGNATURE_HEADER] as string | undefined,
      });
      if (state.failFirst > 0) {
        state.failFirst -= 1;
        res.statusCode = 500;
      }
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
