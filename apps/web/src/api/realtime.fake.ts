import type { SocketLike } from './realtime';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** A WebSocket a test drives (never part of the app): it records what the client sends and lets the test answer. */
export class FakeSocket implements SocketLike {
  readonly OPEN = OPEN;
  readyState = CONNECTING;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = CLOSED;
  }
  open() {
    this.readyState = OPEN;
    this.onopen?.({});
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server (or the network) ends the connection. */
  drop(code = 1006) {
    this.readyState = CLOSED;
    this.onclose?.({ code });
  }
  /** The server confirms every subscription it was sent. */
  confirm() {
    for (const m of this.sent)
      if (m.type === 'subscribe') this.receive({ type: 'subscribed', channel: m.channel });
  }
}
