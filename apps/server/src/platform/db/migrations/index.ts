import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as market from './0100-market';
import * as configuration from './0200-configuration';
import * as marketEvents from './0300-market-events';
import * as jobs from './0310-jobs';
import * as spentKeys from './0320-spent-keys';
import * as screener from './0400-screener';
import * as screenedCandles from './0410-screened-candles';
import * as statistics from './0500-statistics';
import * as notifications from './0510-notifications';
import * as notificationChannels from './0511-notification-channels';
import * as payments from './0520-payments';
import * as backofficeDocuments from './0600-backoffice-documents';
import * as backofficeAccess from './0610-backoffice-access';
import * as taskSchedules from './0620-task-schedules';
import * as files from './0630-files';
import * as imports from './0640-imports';
import * as forms from './0650-forms';
import * as events from './0660-events';
import * as importProgress from './0670-import-progress';
import * as eventRunDelivered from './0680-event-run-delivered';
import * as screenedBitsPacked from './0690-screened-bits-packed';
import * as screenedByClose from './0700-screened-by-close';
import * as longShortByTime from './0710-long-short-by-time';
import * as eventRuleAuthor from './0720-event-rule-author';
import * as planStorage from './0730-plan-storage';
import * as feedReplayTime from './0740-feed-replay-time';
import * as statisticTradeExits from './0750-statistic-trade-exits';
import * as planFeatureChannels from './0760-plan-feature-channels';
import * as marketsMenu from './0770-markets-menu';

/**
 * Every migration, in order. Names sort lexically; a module adds its migration here with the next
 * number. Static imports (no folder scan) so the same list runs from source, tests and bundles.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0100-market': market,
  '0200-configuration': configuration,
  '0300-market-events': marketEvents,
  '0310-jobs': jobs,
  '0320-spent-keys': spentKeys,
  '0400-screener': screener,
  '0410-screened-candles': screenedCandles,
  '0500-statistics': statistics,
  '0510-notifications': notifications,
  '0511-notification-channels': notificationChannels,
  '0520-payments': payments,
  '0610-backoffice-access': backofficeAccess,
  '0600-backoffice-documents': backofficeDocuments,
  '0620-task-schedules': taskSchedules,
  '0630-files': files,
  '0640-imports': imports,
  '0650-forms': forms,
  '0660-events': events,
  '0670-import-progress': importProgress,
  '0680-event-run-delivered': eventRunDelivered,
  '0690-screened-bits-packed': screenedBitsPacked,
  '0700-screened-by-close': screenedByClose,
  '0710-long-short-by-time': longShortByTime,
  '0720-event-rule-author': eventRuleAuthor,
  '0730-plan-storage': planStorage,
  '0740-feed-replay-time': feedReplayTime,
  '0750-statistic-trade-exits': statisticTradeExits,
  '0760-plan-feature-channels': planFeatureChannels,
  '0770-markets-menu': marketsMenu,
};
