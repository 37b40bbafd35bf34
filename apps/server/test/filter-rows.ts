import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { FiltersTable } from '../src/modules/screener/screener.tables';

/**
 * A filters row as a test or a benchmark stores it directly, past the API and its plan limits: an
 * active long filter on Binance futures 1h without take-profits or stop-losses, owned by the system
 * unless `fields` say otherwise. `conditionList` is stored as JSON.
 */
export function filterRow(
  conditionList: unknown,
  fields: Partial<Insertable<FiltersTable>> = {},
  now = Date.now(),
): Insertable<FiltersTable> {
  return {
    id: crypto.randomUUID(),
    owner_id: null,
    code: null,
    name: 'filter',
    title_en: null,
    title_vi: null,
    description_en: null,
    description_vi: null,
    entry_type: 'long',
    condition_list: JSON.stringify(conditionList),
    take_profits: '[]',
    stoplosses: '[]',
    percent_profit_config: '[]',
    percent_stoploss_config: '[]',
    exchange_id: 1,
    data_type: 3,
    base_currency: 'USDT',
    interval_code: '1h',
    active: 1,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
