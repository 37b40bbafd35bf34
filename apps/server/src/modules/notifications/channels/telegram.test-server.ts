import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECORDED } from './telegram.recorded';

/**
 * A local stand-in for api.telegram.org answering with the recorded Bot API shapes. Tests queue
 * updates (a member pressing Start) and special answers for a chat (429, blocked), and read back
 * every call it received.
 */
export interface BotCall {
  token: string;
  method: string;
  body: Record<string, unknown>;
  at: number;
}

export interface FakeBotApi {
  url: string;
  calls: BotCall[];
  /** A member opened t.me/<bot>?start=<code> from chat `chatId`. */
  pressStart(chatId: number, code: string): void;
  /** The next sendMessage calls to `chatId` answer these, in order, before normal answers resume. */
  answerChat(chatId: number, ...answers: object[]): void;
  sent(chatId?: number): BotCall[];
  close(): Promise<void>;
}

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const calls: BotCall[] = [];
  const updates: object[] = [];
  const special = new Map<string, object[]>();
  let nextUpdateId = 500_000_001;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [, token = '', method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '') ?? [];
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {};
      calls.push({ token, method, body, at: Date.now() });
      const send = (status: number, answer: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (method === 'getMe') return send(200, RECORDED.getMe);
      if (method === 'getUpdates') {
        // confirmed updates (update_id < offset) are forgotten, as the Bot API does
        const offset = typeof body.offset === 'number' ? body.offset : 0;
        const pending = updates.filter((u) => (u as { update_id: number }).update_id >= offset);
        updates.splice(0, updates.length, ...pending);
        return send(200, { ok: true, result: pending });
      }
      if (method === 'sendMessage') {
        const queued = special.get(String(body.chat_id));
        const answer = queued?.shift();
        if (answer) {
          const code = (answer as { error_code?: number }).error_code ?? 200;
          return send(code, answer);
        }
        return send(200, RECORDED.sentMessage(Number(body.chat_id), String(body.text)));
      }
      send(404, { ok: false, error_code: 404, description: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    pressStart(chatId, code) {
      updates.push(RECORDED.startUpdate(nextUpdateId++, chatId, code));
    },
    answerChat(chatId, ...answers) {
      special.set(String(chatId), [...(special.get(String(chatId)) ?? []), ...answers]);
    },
    sent(chatId) {
      return calls.filter(
        (c) => c.method === 'sendMessage' && (chatId === undefined || c.body.chat_id === String(chatId)),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
