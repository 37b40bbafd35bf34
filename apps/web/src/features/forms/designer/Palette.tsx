import { FORM_COMPONENT_KINDS, type FormComponentKindName } from '@bitdata/contracts/constants/forms';
import { useDraggable } from '@dnd-kit/core';
import AddIcon from '@mui/icons-material/Add';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../texts';

/** The id a palette entry carries while dragged: the canvas knows a new component from a moved one. */
export const PALETTE_PREFIX = 'palette:';

function Entry({
  kind,
  onAdd,
}: {
  kind: FormComponentKindName;
  onAdd: (kind: FormComponentKindName) => void;
}) {
  const { t } = useTranslation(FORMS_NS);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${kind}` });
  const name = t(`kinds.${kind}`);
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', opacity: isDragging ? 0.5 : 1 }}
    >
      <Chip
        ref={setNodeRef}
        label={name}
        size="small"
        variant="outlined"
        sx={{ cursor: 'grab' }}
        data-testid={`palette-${kind}`}
        {...listeners}
        {...attributes}
        // the add button is the keyboard's way in: the chip itself is for the mouse
        tabIndex={-1}
      />
      <Tooltip title={t('designer.addKind', { kind: name })}>
        <IconButton
          size="small"
          onClick={() => onAdd(kind)}
          aria-label={t('designer.addKind', { kind: name })}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The component kinds by group; publish components the app does not have are listed as not yet available. */
export function Palette({ onAdd }: { onAdd: (kind: FormComponentKindName) => void }) {
  const { t } = useTranslation(FORMS_NS);
  const groups = ['input', 'display', 'data', 'chart', 'action', 'publish'] as const;
  return (
    <Stack spacing={1.5} data-testid="form-palette">
      {groups.map((group) => (
        <Stack key={group} spacing={0.5}>
          <Typography variant="overline">{t(`groups.${group}`)}</Typography>
          {FORM_COMPONENT_KINDS.filter((k) => k.group === group).map((k) =>
            k.available ? (
              <Entry key={k.kind} kind={k.kind} onAdd={onAdd} />
            ) : (
              <Stack key={k.kind} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip label={t(`kinds.${k.kind}`)} size="small" disabled />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('designer.notYetAvailable')}
                </Typography>
              </Stack>
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}
