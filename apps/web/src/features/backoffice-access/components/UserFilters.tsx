import { USER_STATUSES, type UserStatus } from '@bitdata/contracts/constants';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupOptions, useRoleOptions } from '../hooks';
import '../texts';

export interface UserFilterValues {
  search: string;
  role: string;
  status: '' | UserStatus;
  group: string;
}

/** The search waits for a pause in typing, so each key press is not a request. */
const SEARCH_PAUSE_MS = 300;

export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  const { t, i18n } = useTranslation();
  const roles = useRoleOptions(i18n.language);
  const groups = useGroupOptions(i18n.language);
  const [search, setSearch] = useState(value.search);

  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  const any = <MenuItem value="">{t('backofficeAccess:users.any')}</MenuItem>;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        size="small"
        type="search"
        label={t('backofficeAccess:users.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ flex: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'user-search' } }}
      />
      <TextField
        select
        size="small"
        label={t('backofficeAccess:users.role')}
        value={value.role}
        onChange={(e) => onChange({ ...value, role: e.target.value })}
        sx={{ flex: 1, minWidth: 140 }}
      >
        {any}
        {roles.map((r) => (
          <MenuItem key={r.code} value={r.code}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('backofficeAccess:users.status')}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as UserFilterValues['status'] })}
        sx={{ flex: 1, minWidth: 140 }}
      >
        {any}
        {USER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`backofficeAccess:status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('backofficeAccess:users.group')}
        value={value.group}
        onChange={(e) => onChange({ ...value, group: e.target.value })}
        sx={{ flex: 1, minWidth: 140 }}
        disabled={groups.length === 0}
      >
        {any}
        {groups.map((g) => (
          <MenuItem key={g.code} value={g.code}>
            {g.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
