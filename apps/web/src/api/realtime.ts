import { REALTIME_CLOSE, type RealtimeServerMessage, reconnectDelayMs } from '@bitdata/contracts/constants';
import type { RealtimeClientMessage } from '@bitdata/contracts/realtime';

/** A channel as its subscribers see it: waiting for the server, confirmed, or without a connection. */
export type ChannelState = 'connecting' | 'live' | 'offline';

export interface ChannelListener {
  onEvent?: (event: string, data: unknown) => void;
  onState?: (state: ChannelState) => void;
}

/** What the client needs of a browser WebSocket (tests hand in a fake). */
export interface SocketLike {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface RealtimeOptions {
  /** ws(s)://host/api/{prefix}/ws */
  url: string;
  getToken: () => string | null;
  /** Called when the signed-in member changes (login, logout, another account). */
  onTokenChange: (listener: (token: string | null) => void) => () => void;
  createSocket?: (url: string) => SocketLike;
  /** A number in [0, 1) drawn for each reconnection's delay; Math.random unless a test fixes it. */
  random?: () => number;
}

/** Browsers cannot send ping frames: a message every 25 s keeps proxies from closing an idle socket. */
export const PING_MS = 25_000;
/** A page change unsubscribes and the next page subscribes again: the socket waits this long before closing. */
export const LINGER_MS = 5_000;
/** The websocket's own "normal closure" code. */
const NORMAL_CLOSURE = 1000;

interface Channel {
  listeners: Set<ChannelListener>;
  state: ChannelState;
}

/**
 * The app-wide websocket of GET /api/{prefix}/ws. One connection carries every channel (market
 * candles, the member's own channel, job progress): subscriptions are counted per channel, so the
 * server hears one subscribe when the first screen asks and one unsubscribe when the last one leaves.
 * The socket opens only while someone listens and a member is signed in, authenticates with its first
 * message, reconnects with exponential backoff (each delay drawn around its step) and subscribes every
 * channel again; a new member means
 * a new socket with the new token. A refused authentication (4401) waits for the next sign-in.
 */
export class RealtimeClient {
  private readonly channels = new Map<string, Channel>();
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lingerTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private refused = false;
  private stopListening: (() => void) | null = null;

  constructor(private readonly options: RealtimeOptions) {}

  /** Follows a channel until the returned function is called. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    this.stopListening ??= this.options.onTokenChange(() => this.restart());
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), state: this.isOpen() ? 'connecting' : this.idleState() };
      this.channels.set(channel, entry);
      if (this.isOpen()) this.send({ type: 'subscribe', channel });
    }
    entry.listeners.add(listener);
    listener.onState?.(entry.state);
    clearTimeout(this.lingerTimer);
    this.connect();
    const joined = entry;
    return () => {
      if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
      this.channels.delete(channel);
      if (this.isOpen()) this.send({ type: 'unsubscribe', channel });
      if (this.channels.size === 0) {
        clearTimeout(this.lingerTimer);
        this.lingerTimer = setTimeout(() => this.idle(), LINGER_MS);
      }
    };
  }

  private isOpen() {
    return this.socket !== null && this.socket.readyState === this.socket.OPEN;
  }

  /** Without a token (or after a refusal) nothing is on the way; otherwise a connection is. */
  private idleState(): ChannelState {
    return this.options.getToken() && !this.refused ? 'connecting' : 'offline';
  }

  private setState(entry: Channel, state: ChannelState) {
    if (entry.state === state) return;
    entry.state = state;
    for (const listener of entry.listeners) listener.onState?.(state);
  }

  private setAll(state: ChannelState) {
    for (const entry of this.channels.values()) this.setState(entry, state);
  }

  private send(message: RealtimeClientMessage) {
    this.socket?.send(JSON.stringify(message));
  }

  private connect() {
    if (this.socket || this.retryTimer || this.channels.size === 0) return;
    const token = this.options.getToken();
    if (!token || this.refused) {
      this.setAll('offline');
      return;
    }
    this.setAll('connecting');
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      // The server handles messages in order: the subscriptions wait for the authentication.
      this.send({ type: 'auth', token });
      for (const channel of this.channels.keys()) this.send({ type: 'subscribe', channel });
      this.pingTimer = setInterval(() => this.isOpen() && this.send({ type: 'ping' }), PING_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      this.setAll('offline');
      if (event.code === REALTIME_CLOSE.unauthenticated) {
        this.refused = true;
        return;
      }
      const delay = reconnectDelayMs(this.attempt++, (this.options.random ?? Math.random)());
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        this.connect();
      }, delay);
    };
  }

  private receive(raw: unknown) {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(String(raw)) as RealtimeServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') this.attempt = 0;
    else if (message.type === 'subscribed') {
      const entry = this.channels.get(message.channel);
      if (entry) this.setState(entry, 'live');
    } else if (message.type === 'error' && message.channel) {
      // A channel the member may not follow stays offline; the others carry on.
      const entry = this.channels.get(message.channel);
      if (entry) this.setState(entry, 'offline');
    } else if (message.type === 'event') {
      const entry = this.channels.get(message.channel);
      for (const listener of entry?.listeners ?? []) listener.onEvent?.(message.event, message.data);
    }
  }

  private disconnect() {
    clearTimeout(this.retryTimer);
    clearTimeout(this.lingerTimer);
    clearInterval(this.pingTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    socket?.close(NORMAL_CLOSURE, 'done');
  }

  /** Nobody listens any more: no socket, and no interest in who signs in until someone subscribes. */
  private idle() {
    this.disconnect();
    this.stopListening?.();
    this.stopListening = null;
  }

  /** Another member (or none): the old socket's identity must not carry over. */
  private restart() {
    this.disconnect();
    this.attempt = 0;
    this.refused = false;
    this.connect();
  }
}
