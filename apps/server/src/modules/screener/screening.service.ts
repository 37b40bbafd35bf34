import type { ConditionReading, IntervalCode } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * What live screening tells other modules (notifications) about each screened close. A listener runs
 * inside the transaction that stores the close's matches, so whatever it writes (a notification row,
 * a delivery job through the outbox) commits with them or not at all: a crash between the two cannot
 * lose or double a signal. The close may be delivered again after a restart; a listener keys what it
 * writes by (filter, market, interval, candle time) and ignores a key it already has.
 */

/** A market that entered a filter's match set on this candle (it was not in it on the previous one). */
export interface EnteredMatch {
  filterId: string;
  symbol: string;
  /** Close of the screened candle: the price the signal refers to. */
  close: number;
  /** The operands that matched ("RSI 28.4 < 30"). */
  values: ConditionReading[];
  /** How the candle reached us: a backfilled candle is not news (notifications decide by its age). */
  origin: 'live' | 'backfill' | 'replay';
}

export interface ScreeningOutcome {
  exchangeId: number;
  dataType: number;
  interval: IntervalCode;
  /** Open time of the screened (closed) candle, ms since the epoch. */
  candleTime: number;
  entered: EnteredMatch[];
  /** Markets that left a filter's match set on this candle. */
  left: { filterId: string; symbol: string }[];
}

/**
 * What a listener may hand back: work to run once the close's transaction has committed (pushing to
 * browsers, queueing jobs), never if it rolled back. It runs detached from the close; its failure is
 * logged (a listener that needs it done for sure also writes a durable job in the transaction).
 */
export type AfterCommit = () => Promise<void>;

export type ScreeningListener = (
  trx: Kysely<Database>,
  outcome: ScreeningOutcome,
  // biome-ignore lint/suspicious/noConfusingVoidType: a listener with nothing to do after the commit just returns
) => Promise<AfterCommit | undefined | void>;
