import { isIntervalCode } from '@bitdata/contracts/constants';
import type { ResultKey } from './run-state';

/** The result an address names (?interval=&tp=&sl=), as far as it names one. */
export function resultFromParams(params: URLSearchParams): Partial<ResultKey> {
  const interval = params.get('interval');
  const tp = Number(params.get('tp'));
  const sl = Number(params.get('sl'));
  return {
    interval: isIntervalCode(interval) ? interval : undefined,
    takeProfit: params.has('tp') && Number.isFinite(tp) ? tp : undefined,
    stoploss: params.has('sl') && Number.isFinite(sl) ? sl : undefined,
  };
}

/** The same address with another result chosen (other parameters kept). */
export function withResult(params: URLSearchParams, key: ResultKey): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('interval', key.interval);
  next.set('tp', String(key.takeProfit));
  next.set('sl', String(key.stoploss));
  return next;
}
