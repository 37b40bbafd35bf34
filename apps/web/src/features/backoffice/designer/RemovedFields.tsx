import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { documentsApi, refreshBackoffice } from '../api';
import { localized } from '../localized';

/** Fields taken out of the document: hidden, their values kept until the operator purges them here. */
export function RemovedFields({ document, mayPurge }: { document: BackofficeDocument; mayPurge: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [purging, setPurging] = useState<string | null>(null);
  if (document.removedFields.length === 0) return null;
  const purge = async () => {
    if (!purging) return;
    try {
      await documentsApi.purgeField(document.code, purging);
      notify(t('backoffice:designer.purged', { field: purging }), 'success');
      await refreshBackoffice(queryClient);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setPurging(null);
    }
  };
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="removed-fields">
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('backoffice:designer.removedTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('backoffice:designer.removedText')}
        </Typography>
        <List disablePadding>
          {document.removedFields.map((field) => (
            <ListItem
              key={field.code}
              divider
              secondaryAction={
                mayPurge && (
                  <Button color="error" size="small" onClick={() => setPurging(field.code)}>
                    {t('backoffice:designer.purge')}
                  </Button>
                )
              }
            >
              <ListItemText primary={field.code} secondary={localized(field.label, i18n.language)} />
            </ListItem>
          ))}
        </List>
      </Stack>
      <ConfirmDialog
        open={purging !== null}
        title={t('backoffice:designer.purgeTitle', { field: purging ?? '' })}
        text={t('backoffice:designer.purgeText')}
        confirmLabel={t('backoffice:designer.purge')}
        onConfirm={purge}
        onClose={() => setPurging(null)}
      />
    </Card>
  );
}
