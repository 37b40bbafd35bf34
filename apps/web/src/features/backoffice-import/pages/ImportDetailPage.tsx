import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { ImportResult } from '../components/ImportResult';
import { importKeys, useImport } from '../hooks';
import { importsApi } from '../imports.api';
import { IMPORT_NS } from '../texts';

/** /core/import/{id}: an import's counts, errors and progress; undo removes the records it created. */
export function ImportDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(IMPORT_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const one = useImport(id);
  const undo = useMutation({
    mutationFn: () => importsApi.undo(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(importKeys.one(id), saved);
      notify(t('undone'), 'success');
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  if (one.isPending) return <Skeleton variant="rounded" height={200} sx={{ m: 2 }} />;
  if (one.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorText(one.error)}
      </Alert>
    );
  const r = one.data;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
        {r.fileName}
      </Typography>
      <Typography color="text.secondary">
        {r.document} · {t(`states.${r.state}`)}
        {r.mode ? ` · ${t(`modes.${r.mode}`)}` : ''}
      </Typography>
      <ImportResult record={r} />
      {r.state !== 'undone' && r.counts.created > 0 && (
        <Button variant="outlined" color="warning" loading={undo.isPending} onClick={() => undo.mutate()}>
          {t('undo', { count: r.counts.created })}
        </Button>
      )}
    </Stack>
  );
}
