import { profileSchema } from '@bitdata/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { authApi } from '../../../api/endpoints';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { applyFieldIssues, useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { changeLanguage, isLanguage, LANGUAGES } from '../../../i18n';
import { browserTimezone } from '../../../i18n/timezones';
import { useAuth } from '../../auth';
import { filterZones, zoneOptions } from './timezone-groups';

type Input = z.input<typeof profileSchema>;
type Output = z.output<typeof profileSchema>;
const FIELDS = ['displayName', 'phone', 'language', 'timezone'] as const;

/** The profile: displayName, phone, language, timezone; only changed fields are sent. */
export function ProfileForm() {
  const { t, i18n } = useTranslation();
  const { user, updateUser } = useAuth();
  const errorTextOf = useErrorText();
  const zones = useMemo(() => zoneOptions(), []);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { dirtyFields },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      displayName: user?.displayName ?? '',
      phone: user?.phone ?? '',
      language: user?.language ?? 'en',
      timezone: user?.timezone || browserTimezone(),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = Object.fromEntries(FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]));
    if (Object.keys(changed).length === 0) {
      notify(t('messages.noChanges'), 'warning');
      return;
    }
    try {
      const updated = await authApi.updateProfile(changed);
      updateUser(updated);
      reset(values);
      if (changed.language && isLanguage(updated.language)) await changeLanguage(updated.language);
      // i18n.t, not t: t keeps the language of the render before the switch just made.
      notify(i18n.t('messages.updateSuccess'), 'success');
    } catch (error) {
      applyFieldIssues(error, setError, FIELDS);
      notify(errorTextOf(error), 'error');
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={t('account.profile')}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RHFTextField
            name="displayName"
            control={control}
            label={t('account.displayName')}
            autoComplete="nickname"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RHFTextField
            name="phone"
            control={control}
            label={t('auth.phone')}
            type="tel"
            autoComplete="tel"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RHFTextField name="language" control={control} label={t('account.language')} select>
            {LANGUAGES.map((l) => (
              <MenuItem key={l.code} value={l.code}>
                {l.name} ({l.label})
              </MenuItem>
            ))}
          </RHFTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="timezone"
            control={control}
            render={({ field, fieldState }) => (
              // searchable by name or offset, grouped by UTC offset (UTC itself first of UTC+00:00)
              <Autocomplete
                options={zones}
                groupBy={(o) => o.offset}
                getOptionLabel={(o) => o.zone}
                isOptionEqualToValue={(o, v) => o.zone === v.zone}
                filterOptions={filterZones}
                value={
                  zones.find((o) => o.zone === field.value) ?? {
                    zone: field.value ?? '',
                    offset: '',
                    minutes: 0,
                  }
                }
                onChange={(_, value) => field.onChange(value?.zone ?? '')}
                data-testid="timezone-picker"
                disableClearable
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name={field.name}
                    label={t('account.timezone')}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ? t(`messages.${fieldState.error.message}`) : undefined
                    }
                  />
                )}
              />
            )}
          />
        </Grid>
      </Grid>
      <SubmitButton control={control} sx={{ alignSelf: 'flex-end' }} data-testid="profile-submit">
        {t('common.saveChanges')}
      </SubmitButton>
    </Stack>
  );
}
