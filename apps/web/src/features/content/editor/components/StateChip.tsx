import type { ContentItem } from '@bitdata/contracts/content';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDateTimeZoned } from '../../../../i18n/format';
import { stateOf } from '../content-form';
import { EDITOR_NS } from '../texts';

const COLOR = { draft: 'default', scheduled: 'warning', published: 'success' } as const;

/** Draft, published, or scheduled with the time it goes public (in the operator's zone). */
export function StateChip({ item }: { item: Pick<ContentItem, 'status' | 'publishAt'> }) {
  const { t } = useTranslation(EDITOR_NS);
  const state = stateOf(item, Date.now());
  return (
    <Chip
      size="small"
      color={COLOR[state]}
      data-testid={`content-state-${state}`}
      label={t(`states.${state}`, {
        time: item.publishAt === null ? '' : formatDateTimeZoned(item.publishAt),
      })}
    />
  );
}
