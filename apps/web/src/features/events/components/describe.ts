import type { EventRule } from '@bitdata/contracts/backoffice/events';
import type { TFunction } from 'i18next';

/** A rule's trigger in words, e.g. "balance changes" or "Every 60 s". */
export function triggerText(t: TFunction, trigger: EventRule['trigger']): string {
  switch (trigger.kind) {
    case 'updated':
      return trigger.field ? t('triggers.updatedField', { field: trigger.field }) : t('triggers.updated');
    case 'schedule':
      return 'every' in trigger.schedule
        ? t('triggers.every', { count: Math.round(trigger.schedule.every / 1000) })
        : t('triggers.cron', { expression: trigger.schedule.cron });
    default:
      return t(`triggers.${trigger.kind}`);
  }
}

/** A rule's action in words, with where it goes. */
export function actionText(t: TFunction, action: EventRule['action']): string {
  const kind = t(`actions.${action.kind}`);
  if (action.kind === 'webhook') return `${kind}: ${action.url}`;
  if (action.kind === 'email') return `${kind}: ${action.to ?? action.role ?? ''}`;
  return `${kind}: ${action.role}`;
}
