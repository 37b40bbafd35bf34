import { type MenuNodeWrite, menuNodeWriteSchema } from '@bitdata/contracts/backoffice/access';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { NAV_ICON_NAMES, navIcon } from '../../../layouts/dashboard/nav-icons';
import { useDocuments, useGroupOptions, useRoleOptions } from '../hooks';
import { localized } from '../names';
import { CodesAutocomplete } from './CodesAutocomplete';
import { useSave } from './saving';
import '../texts';

type Input = z.input<typeof menuNodeWriteSchema>;
type Output = z.output<typeof menuNodeWriteSchema>;
const FIELDS = ['title.en', 'title.vi', 'path', 'icon', 'service', 'document', 'roles', 'groups'] as const;

/** Creates or edits one menu section or item: its titles in both languages, where it leads, who sees it. */
export function MenuNodeDialog({
  initial,
  isNew,
  onSave,
  onClose,
}: {
  initial: MenuNodeWrite;
  isNew: boolean;
  onSave: (body: MenuNodeWrite) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const roles = useRoleOptions(i18n.language);
  const groups = useGroupOptions(i18n.language);
  const documents = useDocuments();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(menuNodeWriteSchema), defaultValues: initial });
  const save = useSave(setError, FIELDS);
  const item = initial.kind === 'item';
  const onSubmit = handleSubmit(async (values) => {
    if (await save(isNew || isDirty, () => onSave(values))) onClose();
  });
  const kind = t(`backofficeAccess:menus.${initial.kind}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="menu-node-title">
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="menu-node-form">
        <DialogTitle id="menu-node-title">
          {t(isNew ? 'backofficeAccess:menus.addTitle' : 'backofficeAccess:menus.editTitle', { kind })}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={2.5} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <RHFTextField
                name="title.en"
                control={control}
                label={t('backofficeAccess:menus.titleEn')}
                fullWidth
                required
                autoFocus
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <RHFTextField
                name="title.vi"
                control={control}
                label={t('backofficeAccess:menus.titleVi')}
                fullWidth
                required
              />
            </Grid>
            {item && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <RHFTextField
                    name="path"
                    control={control}
                    label={t('backofficeAccess:menus.path')}
                    helperText={t('backofficeAccess:menus.pathHelp')}
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <RHFTextField
                    name="icon"
                    control={control}
                    label={t('backofficeAccess:menus.icon')}
                    select
                    fullWidth
                  >
                    <MenuItem value="">{t('backofficeAccess:menus.noIcon')}</MenuItem>
                    {NAV_ICON_NAMES.map((name) => (
                      <MenuItem key={name} value={name}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          {navIcon(name)}
                          {name}
                        </Box>
                      </MenuItem>
                    ))}
                  </RHFTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Controller
                    name="document"
                    control={control}
                    render={({ field, fieldState }) => (
                      <Autocomplete
                        options={(documents.data ?? []).map((d) => d.code)}
                        getOptionLabel={(code) => {
                          const doc = documents.data?.find((d) => d.code === code);
                          return doc ? `${localized(doc.name, i18n.language, code)} (${code})` : code;
                        }}
                        value={field.value ?? null}
                        onChange={(_, value) => field.onChange(value ?? null)}
                        loading={documents.isPending}
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            label={t('backofficeAccess:menus.document')}
                            error={Boolean(fieldState.error)}
                            helperText={
                              fieldState.error?.message
                                ? t(`messages.${fieldState.error.message}`)
                                : t('backofficeAccess:menus.documentHelp')
                            }
                          />
                        )}
                      />
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <RHFTextField
                    name="service"
                    control={control}
                    label={t('backofficeAccess:menus.service')}
                    helperText={t('backofficeAccess:menus.serviceHelp')}
                    fullWidth
                  />
                </Grid>
                <Grid size={12}>
                  <Controller
                    name="urlDynamic"
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel
                        control={
                          <Switch
                            checked={Boolean(field.value)}
                            onChange={(e) => field.onChange(e.target.checked)}
                          />
                        }
                        label={t('backofficeAccess:menus.urlDynamic')}
                      />
                    )}
                  />
                </Grid>
              </>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <CodesAutocomplete
                name="roles"
                control={control}
                label={t('backofficeAccess:menus.roles')}
                options={roles}
                helperText={t('backofficeAccess:menus.everybody')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CodesAutocomplete
                name="groups"
                control={control}
                label={t('backofficeAccess:menus.groups')}
                options={groups}
                helperText={t('backofficeAccess:menus.everybody')}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <SubmitButton control={control} data-testid="menu-node-save">
            {t('common.save')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
