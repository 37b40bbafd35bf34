import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import '../texts';

/** Deletes after a confirmation naming what goes. */
export function DeleteButton({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        data-testid="entity-delete"
      >
        {t('common.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('backofficeAccess:common.deleteTitle')}
        text={t('backofficeAccess:common.deleteText', { name })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={async () => {
          await onDelete();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
