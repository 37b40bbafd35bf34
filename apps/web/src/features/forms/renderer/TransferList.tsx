import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../texts';

type Item = string | number | boolean;

function Side({
  title,
  items,
  checked,
  toggle,
}: {
  title: string;
  items: Item[];
  checked: Item[];
  toggle: (item: Item) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" sx={{ px: 1.5, pt: 1, display: 'block', color: 'text.secondary' }}>
        {title}
      </Typography>
      <List dense role="list" sx={{ maxHeight: 220, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItemButton key={String(item)} role="listitem" onClick={() => toggle(item)}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Checkbox
                edge="start"
                size="small"
                checked={checked.includes(item)}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-label': String(item) } }}
              />
            </ListItemIcon>
            <ListItemText primary={String(item)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

/** The transfer list component: an array field's chosen values moved between "available" and "chosen". */
export function TransferList({
  label,
  options,
  value,
  onChange,
  readOnly = false,
}: {
  label: string;
  options: readonly Item[];
  value: Item[];
  onChange: (value: Item[]) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation(FORMS_NS);
  const [checked, setChecked] = useState<Item[]>([]);
  const left = options.filter((o) => !value.includes(o));
  const toggle = (item: Item) =>
    setChecked((c) => (c.includes(item) ? c.filter((x) => x !== item) : [...c, item]));
  const move = (toChosen: boolean) => {
    const moving = checked.filter((c) => (toChosen ? left : value).includes(c));
    onChange(toChosen ? [...value, ...moving] : value.filter((v) => !moving.includes(v)));
    setChecked((c) => c.filter((x) => !moving.includes(x)));
  };
  return (
    <Stack spacing={0.5} data-testid="form-transfer-list">
      <Typography variant="subtitle2" component="span">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Side title={t('transfer.available')} items={left} checked={checked} toggle={toggle} />
        <Stack spacing={1}>
          <Button variant="outlined" size="small" disabled={readOnly} onClick={() => move(true)}>
            {t('transfer.add')}
          </Button>
          <Button variant="outlined" size="small" disabled={readOnly} onClick={() => move(false)}>
            {t('transfer.remove')}
          </Button>
        </Stack>
        <Side title={t('transfer.chosen')} items={value} checked={checked} toggle={toggle} />
      </Stack>
    </Stack>
  );
}
