/**
 * The members' websockets, in a process of their own (as browsers are): each member holds one socket,
 * spread over the API instances as a balancer would, follows its own channel and records the
 * notifications pushed to it. A socket the server drops reconnects after the web client's delays
 * (reconnectDelayMs: 1 s doubling, each drawn around its step) to a ready instance; once back on
 * its channel it reads its notification list for what was notified meanwhile (the web client reads the
 * list again then too), up to the last one it had. Started by the bench with fork().
 */
import {
  NOTIFICATION_ENDPOINTS,
  NOTIFICATION_EVENTS,
  reconnectDelayMs,
  userChannel,
} from '@bitdata/contracts';
import WebSocket from 'ws';
import { type Balancer, createBalancer, send } from './balancer';
import type { WsConnectRequest, WsMemberReceipts, WsMessage, WsReport } from './messages';

const PING_MS = 25_000;
const CATCH_UP_PAGE = 100;
/** Notifications this much older than the drop were surely pushed while the socket was still up. */
const CATCH_UP_MARGIN_MS = 10_000;
const CATCH_UP_ATTEMPTS = 3;
/** At the end, how long the members get to be back on their channels and caught up before the report. */
const SETTLE_MS = 90_000;

interface Client {
  member: { id: string; token: string };
  receipts: WsMemberReceipts;
  socket: WebSocket | null;
  attempt: number;
  /** when the socket dropped (wall clock), until the channel is live again */
  droppedAt: number | null;
  closing: boolean;
  /** the catch-up read after the last reconnect, while it runs */
  catchingUp: Promise<void> | null;
}

const report: WsReport = {
  type: 'report',
  receipts: [],
  disconnects: 0,
  reconnects: 0,
  failedAttempts: 0,
  catchUpRequests: 0,
  catchUpErrors: 0,
  connectsPerInstance: {},
};

const say = (m: WsMessage) => process.send?.(m);

/** One page of the member's list; a failed read is tried again (as the web app's queries are), 3 times. */
async function listPage(balancer: Balancer, c: Client, page: number) {
  for (let attempt = 1; ; attempt++) {
    report.catchUpRequests++;
    const out = await send(
      balancer,
      'GET',
      `${NOTIFICATION_ENDPOINTS.list.path}?page=${page}&pageSize=${CATCH_UP_PAGE}`,
      c.member.token,
    );
    if (out.kind === 'answer' && out.status === 200) return out;
    report.catchUpErrors++;
    if (attempt === CATCH_UP_ATTEMPTS) return null;
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

/** Reads the member's list, newest first, until the page reaches what the socket had before the drop. */
async function catchUp(balancer: Balancer, c: Client, droppedAt: number): Promise<void> {
  for (let page = 1; ; page++) {
    const out = await listPage(balancer, c, page);
    if (!out) return;
    const items = (out.body as { data: Array<{ id: string; createdAt: number }> }).data;
    for (const n of items) if (!(n.id in c.receipts.pushed)) c.receipts.caughtUp.push(n.id);
    if (items.length < CATCH_UP_PAGE || items.some((n) => n.createdAt < droppedAt - CATCH_UP_MARGIN_MS))
      return;
  }
}

function connect(balancer: Balancer, c: Client, first: boolean): Promise<void> {
  const target = balancer.pick();
  if (!target) return Promise.resolve();
  return new Promise((resolve) => {
    const url = `${target.base.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(c.member.token)}`;
    const ws = new WebSocket(url);
    c.socket = ws;
    let live = false;
    let ping: ReturnType<typeof setInterval> | undefined;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'subscribe', channel: userChannel(c.member.id) }));
      ping = setInterval(() => ws.readyState === ws.OPEN && ws.send('{"type":"ping"}'), PING_MS);
    });
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { type: string; event?: string; data?: unknown };
      if (msg.type === 'subscribed') {
        live = true;
        c.attempt = 0;
        c.receipts.connected = true;
        report.connectsPerInstance[target.name] = (report.connectsPerInstance[target.name] ?? 0) + 1;
        const droppedAt = c.droppedAt;
        c.droppedAt = null;
        if (!first) report.reconnects++;
        if (droppedAt !== null) {
          const read = catchUp(balancer, c, droppedAt).finally(() => {
            if (c.catchingUp === read) c.catchingUp = null;
          });
          c.catchingUp = read;
        }
        resolve();
      } else if (msg.type === 'event' && msg.event === NOTIFICATION_EVENTS.created) {
        const id = (msg.data as { notification: { id: string } }).notification.id;
        c.receipts.pushed[id] = (c.receipts.pushed[id] ?? 0) + 1;
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      clearInterval(ping);
      if (c.socket === ws) c.socket = null;
      if (c.closing) return resolve();
      if (live) {
        report.disconnects++;
        c.receipts.connected = false;
        c.droppedAt = Date.now();
      } else report.failedAttempts++;
      if (first && !live) {
        // the first connection is the bench's setup: it must succeed, on whichever instance answers
        setTimeout(() => void connect(balancer, c, true).then(resolve), 200);
        return;
      }
      const delay = reconnectDelayMs(c.attempt++, Math.random());
      setTimeout(() => void connect(balancer, c, false), delay);
      resolve();
    });
  });
}

let clients: Client[] = [];
let balancer: Balancer | null = null;

async function start(req: WsConnectRequest): Promise<void> {
  balancer = createBalancer(req.instances);
  const b = balancer;
  clients = req.members.map((member) => ({
    member,
    receipts: { id: member.id, pushed: {}, caughtUp: [], connected: false },
    socket: null,
    attempt: 0,
    droppedAt: null,
    closing: false,
    catchingUp: null,
  }));
  const started = performance.now();
  // fifty at a time: a thousand browsers do not open their sockets in the same millisecond either
  for (let i = 0; i < clients.length; i += 50)
    await Promise.all(clients.slice(i, i + 50).map((c) => connect(b, c, true)));
  say({ type: 'connected', ms: performance.now() - started });
}

/** Every member back on its channel with its catch-up read done, or the settle time is up. */
async function finish(): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline && clients.some((c) => !c.receipts.connected || c.catchingUp)) {
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const c of clients) {
    c.closing = true;
    c.socket?.close(1000, 'done');
  }
  balancer?.stop();
  report.receipts = clients.map((c) => c.receipts);
  say(report);
}

process.on('message', (msg: WsConnectRequest | { type: 'report' }) => {
  if (msg.type === 'connect')
    start(msg).catch((err: Error) => say({ type: 'error', message: err.stack ?? err.message }));
  else if (msg.type === 'report')
    finish().catch((err: Error) => say({ type: 'error', message: err.stack ?? err.message }));
});
