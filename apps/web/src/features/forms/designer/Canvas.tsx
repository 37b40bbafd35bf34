import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localized } from '../../backoffice';
import { FORMS_NS } from '../texts';

export const CANVAS_ID = 'form-canvas';

interface ItemProps {
  component: FormComponent;
  selected: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
  nested?: boolean;
}

function Item({ component: c, selected, onSelect, onMove, onRemove, nested = false }: ItemProps) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const sortable = useSortable({ id: c.id, disabled: nested });
  const name = t(`kinds.${c.kind}`);
  const label = localized(c.label, i18n.language);
  return (
    <Paper
      ref={sortable.setNodeRef}
      variant="outlined"
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        p: 1,
        borderColor: selected === c.id ? 'primary.main' : 'divider',
        borderWidth: selected === c.id ? 2 : 1,
      }}
      data-testid={`canvas-${c.id}`}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {!nested && (
          <Box {...sortable.attributes} {...sortable.listeners} sx={{ display: 'flex', cursor: 'grab' }}>
            <DragIndicatorIcon fontSize="small" />
          </Box>
        )}
        <ButtonBase
          onClick={() => onSelect(c.id)}
          sx={{ flex: 1, justifyContent: 'flex-start', textAlign: 'left', minWidth: 0, py: 0.5 }}
          aria-pressed={selected === c.id}
          data-testid={`select-${c.kind}`}
        >
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {label || name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
              {name}
              {c.field ? ` · ${c.field}` : ''}
              {c.visibleWhen ? ` · ${t('designer.when', { field: c.visibleWhen.field })}` : ''}
            </Typography>
          </Stack>
        </ButtonBase>
        <IconButton size="small" aria-label={t('designer.moveUp')} onClick={() => onMove(c.id, -1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('designer.moveDown')} onClick={() => onMove(c.id, 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('designer.remove')} onClick={() => onRemove(c.id)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      {c.children && (
        <Stack spacing={1} sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
          {c.children.length === 0 ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('designer.popupEmpty')}
            </Typography>
          ) : (
            c.children.map((child) => (
              <Item
                key={child.id}
                component={child}
                selected={selected}
                onSelect={onSelect}
                onMove={onMove}
                onRemove={onRemove}
                nested
              />
            ))
          )}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The designer's 12-column grid: palette entries are dropped onto it, its components dragged into
 * another order (or moved with the arrow buttons), each shown at its medium-screen width.
 */
export function Canvas({
  layout,
  ...rest
}: { layout: readonly FormComponent[] } & Omit<ItemProps, 'component' | 'nested'>) {
  const { t } = useTranslation(FORMS_NS);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <Box
      ref={setNodeRef}
      data-testid="form-canvas"
      sx={{
        minHeight: 160,
        p: 1.5,
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
      }}
    >
      {layout.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', p: 2 }}>{t('designer.canvasEmpty')}</Typography>
      ) : (
        <SortableContext items={layout.map((c) => c.id)} strategy={rectSortingStrategy}>
          <Grid container spacing={1}>
            {layout.map((c) => (
              <Grid key={c.id} size={{ xs: 12, md: c.width.md }}>
                <Item component={c} {...rest} />
              </Grid>
            ))}
          </Grid>
        </SortableContext>
      )}
    </Box>
  );
}
