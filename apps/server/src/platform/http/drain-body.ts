import type { IncomingMessage } from 'node:http';

/** What a refused request may still send after its refusal, read and thrown away, before we give up on it. */
export const DRAIN_LIMIT = { bytes: 64 * 1024 * 1024, ms: 10_000 };

/**
 * Reads and discards the rest of a request body. An answer given while the client is still sending
 * (a 413 decided from Content-Length) is followed by closing the connection; closing a socket with
 * unread input makes the kernel send a reset, and a client that sends its whole body before reading
 * loses the answer to that reset. Draining first lets the answer arrive. Resolves true when the body
 * ended, false when it is past the bound (then the answer goes out anyway and may be lost).
 */
export function drainRequestBody(raw: IncomingMessage, limit = DRAIN_LIMIT): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const announced = Number(raw.headers['content-length']);
  if (announced > limit.bytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), limit.ms);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onFail);
    raw.on('close', onClose);
    raw.resume();
  });
}
