import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, GalleryCard } from './GalleryCard';

const FIELDS = ['open', 'high', 'low', 'close', 'volume', 'rsi', 'macd'] as const;

function TransferList() {
  const { t } = useTranslation();
  const [left, setLeft] = useState<string[]>(['open', 'high', 'low', 'volume']);
  const [right, setRight] = useState<string[]>(['close', 'rsi', 'macd']);
  const [checked, setChecked] = useState<string[]>([]);
  const toggle = (v: string) => setChecked((c) => (c.includes(v) ? c.filter((x) => x !== v) : [...c, v]));
  const move = (
    from: string[],
    to: string[],
    setFrom: (v: string[]) => void,
    setTo: (v: string[]) => void,
  ) => {
    const moving = from.filter((v) => checked.includes(v));
    setFrom(from.filter((v) => !moving.includes(v)));
    setTo([...to, ...moving]);
    setChecked((c) => c.filter((v) => !moving.includes(v)));
  };
  const column = (items: string[], label: string) => (
    <Paper variant="outlined" sx={{ flex: 1, minHeight: 180 }}>
      <List dense aria-label={label}>
        {items.map((v) => (
          <ListItemButton key={v} onClick={() => toggle(v)}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Checkbox
                edge="start"
                size="small"
                checked={checked.includes(v)}
                tabIndex={-1}
                slotProps={{ input: { 'aria-label': t(`gallery.fields.${v}`) } }}
              />
            </ListItemIcon>
            <ListItemText primary={t(`gallery.fields.${v}`)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {column(left, t('gallery.transfer.available'))}
      <Stack spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => move(left, right, setLeft, setRight)}
          aria-label={t('gallery.transfer.add')}
        >
          <ChevronRightIcon fontSize="small" />
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => move(right, left, setRight, setLeft)}
          aria-label={t('gallery.transfer.remove')}
        >
          <ChevronLeftIcon fontSize="small" />
        </Button>
      </Stack>
      {column(right, t('gallery.transfer.selected'))}
    </Stack>
  );
}

function DragDrop() {
  const { t } = useTranslation();
  const [items, setItems] = useState<string[]>([...FIELDS.slice(0, 5)]);
  const [dragging, setDragging] = useState<number | null>(null);
  const drop = (e: DragEvent, index: number) => {
    e.preventDefault();
    if (dragging === null || dragging === index) return;
    const next = [...items];
    const [moved] = next.splice(dragging, 1);
    next.splice(index, 0, moved);
    setItems(next);
    setDragging(null);
  };
  return (
    <Stack spacing={1} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((v, i) => (
        <Box
          component="li"
          key={v}
          draggable
          onDragStart={() => setDragging(i)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => drop(e, i)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            cursor: 'grab',
            bgcolor: dragging === i ? 'action.selected' : 'transparent',
          }}
        >
          <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          {t(`gallery.fields.${v}`)}
          <Chip size="small" label={i + 1} sx={{ ml: 'auto' }} />
        </Box>
      ))}
    </Stack>
  );
}

export function ListDemos() {
  const { t } = useTranslation();
  return (
    <>
      <Cell>
        <GalleryCard title={t('gallery.transfer.title')} text={t('gallery.transfer.text')}>
          <TransferList />
        </GalleryCard>
      </Cell>
      <Cell>
        <GalleryCard title={t('gallery.drag.title')} text={t('gallery.drag.text')}>
          <DragDrop />
        </GalleryCard>
      </Cell>
    </>
  );
}
