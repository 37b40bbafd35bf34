import type { ContentItem, ContentRevision } from '@bitdata/contracts/content';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { RetryAlert, SkeletonRows } from '../../../../components/PageStates';
import { formatDateTime } from '../../../../i18n/format';
import { editorApi, useRevisions } from '../editor.api';
import { EDITOR_NS } from '../texts';
import { RevisionCompare } from './RevisionCompare';

/** The item's saves, newest first: each can be compared with the item now and restored. */
export function RevisionsPanel({
  item,
  mayRestore,
  onRestored,
}: {
  item: ContentItem;
  mayRestore: boolean;
  onRestored: (item: ContentItem) => void;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = useRevisions(item.kind, item.code, page);
  const [comparing, setComparing] = useState<ContentRevision | null>(null);
  const [restoring, setRestoring] = useState<ContentRevision | null>(null);
  const restore = useMutation({
    mutationFn: (revision: ContentRevision) => editorApi.restore(item.kind, item.code, revision.id),
    onSuccess: (restored, revision) => {
      notify(t('revisions.restored', { number: revision.number }), 'success');
      setRestoring(null);
      onRestored(restored);
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  return (
    <Card sx={{ p: { xs: 1, sm: 2 } }} data-testid="revisions">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('revisions.title')}
      </Typography>
      {list.isPending ? (
        <SkeletonRows testId="revisions-loading" rows={2} height={40} />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => list.refetch()} testId="revisions-error" />
      ) : list.data.data.length === 0 ? (
        <Alert severity="info">{t('revisions.empty')}</Alert>
      ) : (
        <Stack spacing={1}>
          <TableContainer>
            <Table size="small" aria-label={t('revisions.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('revisions.number')}</TableCell>
                  <TableCell>{t('revisions.time')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('revisions.author')}
                  </TableCell>
                  <TableCell>{t('revisions.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.map((revision) => (
                  <TableRow key={revision.id} data-testid="revision-row" data-number={revision.number}>
                    <TableCell>{revision.number}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(revision.createdAt)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {revision.author?.name ?? '—'}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                        <Button
                          size="small"
                          onClick={() => setComparing(revision)}
                          data-testid="revision-compare"
                        >
                          {t('revisions.compare')}
                        </Button>
                        {mayRestore && (
                          <Button
                            size="small"
                            onClick={() => setRestoring(revision)}
                            data-testid="revision-restore"
                          >
                            {t('revisions.restore')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {list.data.total > list.data.pageSize && (
            <Pagination
              count={Math.ceil(list.data.total / list.data.pageSize)}
              page={page}
              onChange={(_, p) => setPage(p)}
            />
          )}
        </Stack>
      )}
      <RevisionCompare revision={comparing} current={item} onClose={() => setComparing(null)} />
      <ConfirmDialog
        open={restoring !== null}
        danger={false}
        title={t('revisions.restoreTitle', { number: restoring?.number })}
        text={t('revisions.restoreText')}
        confirmLabel={t('revisions.restore')}
        onConfirm={() => (restoring ? restore.mutateAsync(restoring).catch(() => undefined) : undefined)}
        onClose={() => setRestoring(null)}
      />
    </Card>
  );
}
