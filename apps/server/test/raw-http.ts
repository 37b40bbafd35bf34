import net from 'node:net';

/** An HTTP answer read off a raw socket: whatever the server wrote, parsed loosely. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** How the exchange ended when no answer arrived (e.g. ECONNRESET, EPIPE). */
  failure?: string;
}

const parse = (text: string, failure?: string): RawAnswer => {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, headers, body: split === -1 ? '' : text.slice(split + 4), failure };
};

/**
 * Writes `request` as it is on a fresh connection (no client library to fix it up) and reads until
 * the server closes, or `timeoutMs` passes.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let failure: string | undefined;
    const done = () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('latin1'), failure));
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
    });
    socket.on('close', done);
    socket.write(request);
  });
}

/**
 * A client that sends its whole body before it reads anything (as many simple clients do): headers
 * announcing `bodyBytes`, then the body in 64 KB writes, then it starts reading.
 */
export function sendWholeBodyThenRead(
  port: number,
  head: string,
  bodyBytes: number,
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    const chunks: Buffer[] = [];
    let failure: string | undefined;
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('latin1'), failure));
    });
    const startReading = () => {
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.resume();
    };
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bodyBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
        sent += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      startReading();
    };
    socket.write(head);
    pump();
  });
}

/** True when the body is our error format: `{ error: { code, message, key } }`, all strings. */
export function isOurErrorFormat(body: string): boolean {
  try {
    const error = (JSON.parse(body) as { error?: Record<string, unknown> }).error;
    return (
      typeof error?.code === 'string' && typeof error.message === 'string' && typeof error.key === 'string'
    );
  } catch {
    return false;
  }
}
