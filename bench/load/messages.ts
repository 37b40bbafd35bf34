import type { Failure } from './balancer';
import type { Member } from './population';

/** What the bench and its two client processes (HTTP load, websocket members) say to each other. */

export interface InstanceAddress {
  name: string;
  /** http://127.0.0.1:<port>/api/<prefix> */
  base: string;
}

export interface HttpLoadRequest {
  type: 'run';
  instances: InstanceAddress[];
  members: Member[];
  /** the replayed markets the candle requests read */
  symbols: string[];
  rps: number;
  seconds: number;
  /** shares of the mix by request name that replace the defaults */
  weights: Record<string, number>;
}

export interface KindFigures {
  name: string;
  sent: number;
  /** answers with a 2xx status, and their latencies (ms, balancer retries included) */
  ok: number;
  latencies: number[];
}

export interface HttpLoadResult {
  type: 'result';
  kinds: KindFigures[];
  /** answers with a 4xx/5xx status: a few, with what they said */
  badStatuses: Array<{ kind: string; status: number; instance: string; body: string }>;
  badStatusCount: number;
  /** network failures not retried, judged against the kill times by the bench */
  failures: Array<Failure & { request: string }>;
  /** requests that went to the next instance after a failure on one */
  retried: number;
  perInstance: Record<string, number>;
  /** [ms into the run it was sent, latency ms] of every 2xx answer: the p99 along the run */
  timeline: Array<[number, number]>;
  /** how far the pacing timer fell behind its schedule at worst (ms): the generator's own lag */
  maxLagMs: number;
}

export interface WsConnectRequest {
  type: 'connect';
  instances: InstanceAddress[];
  members: Array<{ id: string; token: string }>;
}

export interface WsReportRequest {
  type: 'report';
}

/** Per member: the notification ids pushed to its websocket (with how many times) and caught up after a reconnect. */
export interface WsMemberReceipts {
  id: string;
  pushed: Record<string, number>;
  caughtUp: string[];
  connected: boolean;
}

export interface WsReport {
  type: 'report';
  receipts: WsMemberReceipts[];
  /** closes the members did not ask for, and reconnections that got back on their channel */
  disconnects: number;
  reconnects: number;
  /** reconnect attempts refused (no instance answered) before one succeeded */
  failedAttempts: number;
  catchUpRequests: number;
  catchUpErrors: number;
  /** per instance: the sockets that connected to it */
  connectsPerInstance: Record<string, number>;
}

export type WsMessage = { type: 'connected'; ms: number } | WsReport | { type: 'error'; message: string };
