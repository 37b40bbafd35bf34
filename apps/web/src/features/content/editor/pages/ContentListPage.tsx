import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { CONTENT_KINDS, type ContentListItem } from '@bitdata/contracts/content';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { ForbiddenCard, RetryAlert, SkeletonRows } from '../../../../components/PageStates';
import { formatDateTime } from '../../../../i18n/format';
import { useCan } from '../../../auth';
import { StateChip } from '../components/StateChip';
import { editorApi, editorKeys, type ListStatus, useEditorList } from '../editor.api';
import { EDITOR_PATHS } from '../paths';
import { EDITOR_NS } from '../texts';
import { titleMatches } from '../title-search';

const STATUSES: readonly ListStatus[] = ['all', 'live', 'draft', 'published'];
const PAGE_SIZE = 20;

/**
 * /core/content/{kind}: a kind's items in one status, searched by title (either language) and paged;
 * each opens the editor; delete asks first. The kind is in the path, the status, words and page in
 * the query, so a reload or a link keeps them.
 */
export function ContentListPage() {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { kind: kindParam } = useParams<{ kind: string }>();
  const [params, setParams] = useSearchParams();
  const mayView = useCan(RESOURCE.content, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.content, PERMISSION_LEVEL.create);
  const mayDelete = useCan(RESOURCE.content, PERMISSION_LEVEL.delete);
  const kind = CONTENT_KINDS.find((k) => k === kindParam);
  const askedStatus = params.get('status') as ListStatus | null;
  const status: ListStatus = askedStatus && STATUSES.includes(askedStatus) ? askedStatus : 'all';
  const words = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useEditorList(kind ?? 'news', status);
  const [deleting, setDeleting] = useState<ContentListItem | null>(null);

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const found = useMemo(
    () => (list.data ?? []).filter((item) => titleMatches(item, words)),
    [list.data, words],
  );
  const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const lang = i18n.language.startsWith('vi') ? 'vi' : 'en';

  const remove = useMutation({
    mutationFn: (item: ContentListItem) => editorApi.remove(item.kind, item.code),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: editorKeys.all });
      notify(t('list.deleted'), 'success');
      setDeleting(null);
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  if (!kind) return <Navigate to={EDITOR_PATHS.list('news')} replace />;
  if (!mayView) return <ForbiddenCard testId="content-forbidden" title={t('title')} text={t('forbidden')} />;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </div>
        {mayCreate && (
          <Button
            variant="contained"
            component={Link}
            to={EDITOR_PATHS.create(kind)}
            data-testid="content-create"
          >
            {t('list.create')}
          </Button>
        )}
      </Stack>
      <Card>
        <Tabs value={kind} aria-label={t('list.kind')} variant="scrollable" allowScrollButtonsMobile>
          {CONTENT_KINDS.map((k) => (
            <Tab
              key={k}
              value={k}
              label={t(`kinds.${k}`)}
              component={Link}
              to={`${EDITOR_PATHS.list(k)}${status === 'all' ? '' : `?status=${status}`}`}
              data-testid={`content-kind-${k}`}
            />
          ))}
        </Tabs>
      </Card>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('list.status')}
          value={status}
          onChange={(e) => set({ status: e.target.value === 'all' ? '' : e.target.value })}
          sx={{ minWidth: 220 }}
          data-testid="content-status-filter"
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`filters.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          value={words}
          onChange={(e) => set({ q: e.target.value })}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'content-search' } }}
        />
      </Stack>
      {list.isPending ? (
        <SkeletonRows testId="content-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => list.refetch()} testId="content-error" />
      ) : found.length === 0 ? (
        <Alert severity="info" data-testid="content-empty">
          {words ? t('list.noMatch') : t('list.empty')}
        </Alert>
      ) : (
        <TableContainer component={Card}>
          <Table size="small" aria-label={t(`kinds.${kind}`)} data-testid="content-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('list.columns.title')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('list.columns.code')}
                </TableCell>
                <TableCell>{t('list.columns.status')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('list.columns.updated')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('list.columns.author')}
                </TableCell>
                {mayDelete && <TableCell>{t('list.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((item) => (
                <TableRow key={item.id} hover data-testid="content-row" data-code={item.code}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <Link to={EDITOR_PATHS.item(item.kind, item.code)}>
                      {item.title[lang] || item.title.en || t('list.untitled')}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>
                    <code>{item.code}</code>
                  </TableCell>
                  <TableCell>
                    <StateChip item={item} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {formatDateTime(item.updatedAt)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {item.author?.name ?? t('list.nobody')}
                  </TableCell>
                  {mayDelete && (
                    <TableCell>
                      <Button size="small" color="error" onClick={() => setDeleting(item)}>
                        {t('list.delete')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {found.length > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(found.length / PAGE_SIZE)}
          page={page}
          onChange={(_, p) => set({ page: p === 1 ? '' : String(p) })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('list.deleteTitle')}
        text={t('list.deleteText', { title: deleting?.title[lang] || deleting?.title.en || deleting?.code })}
        confirmLabel={t('list.delete')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting).catch(() => undefined) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
