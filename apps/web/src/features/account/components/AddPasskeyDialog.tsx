import { passkeyNameSchema } from '@bitdata/contracts/passkeys';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormError } from '../../../components/form/FormError';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { addPasskey, usePasskeyErrorText } from '../../auth';

const schema = z.object({ name: passkeyNameSchema });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/**
 * Asks the new passkey's name, then the browser makes it (the device's fingerprint, face or screen
 * lock); the dialog stays open with the reason when it fails.
 */
export function AddPasskeyDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const errorText = usePasskeyErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const close = () => {
    reset({ name: '' });
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await addPasskey(name);
      reset({ name: '' });
      onAdded();
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : close}
      aria-labelledby="add-passkey-title"
      fullWidth
      maxWidth="xs"
    >
      <Stack component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="add-passkey-title">{t('account.passkeys.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('account.passkeys.addText')}</DialogContentText>
            <FormError text={formError} />
            <RHFTextField
              name="name"
              control={control}
              label={t('account.passkeys.name')}
              helperText={t('account.passkeys.nameHint')}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'passkey-name', maxLength: 60 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton control={control} data-testid="passkey-create">
            {t('account.passkeys.create')}
          </SubmitButton>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
