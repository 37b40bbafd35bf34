import type { MemberRef } from '@bitdata/contracts/backoffice/access';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdminUsers } from '../hooks';
import '../texts';

/** Typing pauses this long before the users list is searched. */
const SEARCH_PAUSE_MS = 300;
const SUGGESTIONS = 20;

/** A group's members: chosen by searching the users list by name or e-mail. */
export function MembersField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const users = useAdminUsers({ page: 1, pageSize: SUGGESTIONS, ...(search && { search }) });
  const options: MemberRef[] = (users.data?.data ?? []).map((u) => ({
    id: u.id,
    username: u.username,
    name: u.name,
  }));

  return (
    <Controller
      name={'members' as FieldPath<T>}
      control={control}
      render={({ field }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={options}
          loading={users.isFetching}
          filterOptions={(o) => o}
          value={(field.value as MemberRef[]) ?? []}
          onChange={(_, value) => field.onChange(value)}
          onInputChange={(_, value, reason) => reason === 'input' && setInput(value)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(m) => (m.name ? `${m.name} (${m.username})` : m.username)}
          noOptionsText={t('backofficeAccess:groups.noUsers')}
          loadingText={t('common.loading')}
          data-testid="group-members"
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('backofficeAccess:groups.members')}
              placeholder={t('backofficeAccess:groups.addMember')}
            />
          )}
        />
      )}
    />
  );
}
