import type { Migrations } from '../../../platform/db/migrate';
import * as m0400Screener from './0400-screener';
import * as m0410ScreenedCandles from './0410-screened-candles';
import * as m0690ScreenedBitsPacked from './0690-screened-bits-packed';
import * as m0700ScreenedByClose from './0700-screened-by-close';
import * as m0730PlanStorage from './0730-plan-storage';
import * as m0760PlanFeatureChannels from './0760-plan-feature-channels';

/**
 * The screener module's migrations. Their numbers belong to the one sequence every module shares
 * (bootstrap/modules.ts): a new migration takes the next free number of all of them.
 */
export const migrations: Migrations = {
  '0400-screener': m0400Screener,
  '0410-screened-candles': m0410ScreenedCandles,
  '0690-screened-bits-packed': m0690ScreenedBitsPacked,
  '0700-screened-by-close': m0700ScreenedByClose,
  '0730-plan-storage': m0730PlanStorage,
  '0760-plan-feature-channels': m0760PlanFeatureChannels,
};
