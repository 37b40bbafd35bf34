import { DEFAULT_PAGE_SIZE, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { NotificationListQuery } from '@bitdata/contracts/notifications';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { useCan } from '../../auth';
import { MarketListPagination } from '../../market';
import { LoadError, Loading, useDebounced, useFilterFields, useFilters } from '../../screener';
import { NotificationsNotAllowed } from '../components/NotAllowed';
import { NotificationCard } from '../components/NotificationCard';
import { useMarkRead, useNotifications } from '../hooks';
import { NOTIFICATION_PATHS } from '../paths';
import '../texts';

const SYMBOL = /^[A-Z0-9._-]{1,30}$/;

/**
 * /core/notification: the member's notifications, newest first, narrowed by filter, market and
 * unread; one or all marked read. New ones arrive live (the open list reads again).
 */
export function NotificationListPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mayView = useCan(RESOURCE.notification, PERMISSION_LEVEL.view);
  const mayViewFilters = useCan(RESOURCE.filter, PERMISSION_LEVEL.view);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [filterId, setFilterId] = useState('');
  const [symbolInput, setSymbolInput] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const symbol = useDebounced(symbolInput.trim().toUpperCase(), 300);

  const query: NotificationListQuery = {
    page: page + 1,
    pageSize,
    ...(filterId ? { filterId } : {}),
    ...(SYMBOL.test(symbol) ? { symbol } : {}),
    ...(unreadOnly ? { unread: true } : {}),
  };
  const list = useNotifications(query, mayView);
  const filters = useFilters(mayView && mayViewFilters);
  const fields = useFilterFields(mayView && mayViewFilters);
  const markRead = useMarkRead();
  if (!mayView) return <NotificationsNotAllowed />;

  const mark = (body: Parameters<typeof markRead.mutate>[0]) =>
    markRead.mutate(body, { onError: (error) => notify(errorText(error), 'error') });
  const narrowed = Boolean(filterId || symbol || unreadOnly);
  const unread = list.data?.unread ?? 0;
  // a narrower view starts on its first page
  const narrow =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };

  return (
    <Stack spacing={3} data-testid="notification-list-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('notifications:list.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="unread-summary">
            {t('notifications:list.unread', { count: unread })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            disabled={unread === 0 || markRead.isPending}
            onClick={() => mark(filterId ? { all: true, filterId } : { all: true })}
            data-testid="mark-all-read"
          >
            {filterId ? t('notifications:list.markFilterRead') : t('notifications:list.markAllRead')}
          </Button>
          <Button
            component={RouterLink}
            to={NOTIFICATION_PATHS.settings}
            color="inherit"
            startIcon={<SettingsIcon />}
          >
            {t('notifications:list.settings')}
          </Button>
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        {mayViewFilters && (
          <TextField
            select
            size="small"
            label={t('notifications:list.filter')}
            value={filterId}
            onChange={(e) => narrow(setFilterId)(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('notifications:list.allFilters')}</MenuItem>
            {(filters.data?.filters ?? []).map((f) => (
              <MenuItem key={f.filterId} value={f.filterId}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label={t('notifications:list.market')}
          placeholder="BTCUSDT"
          value={symbolInput}
          onChange={(e) => narrow(setSymbolInput)(e.target.value)}
          error={symbol !== '' && !SYMBOL.test(symbol)}
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
        />
        <FormControlLabel
          control={<Switch checked={unreadOnly} onChange={(e) => narrow(setUnreadOnly)(e.target.checked)} />}
          label={t('notifications:list.unreadOnly')}
        />
      </Stack>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 } }} data-testid="notifications-empty">
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
            <NotificationsNoneIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {narrowed ? t('notifications:list.noneMatching') : t('notifications:list.emptyTitle')}
            </Typography>
            {!narrowed && (
              <Typography sx={{ color: 'text.secondary' }}>{t('notifications:list.emptyText')}</Typography>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack spacing={1.5} aria-busy={list.isFetching}>
          {list.data.data.map((n) => (
            <NotificationCard
              key={n.id}
              notification={n}
              fields={fields.data ?? []}
              marking={markRead.isPending}
              onMarkRead={(id) => mark({ ids: [id] })}
            />
          ))}
          <MarketListPagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={narrow(setPageSize)}
          />
        </Stack>
      )}
    </Stack>
  );
}
