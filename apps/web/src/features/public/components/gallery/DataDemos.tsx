import { PAGE_SIZES } from '@bitdata/contracts/constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Charts } from './Charts';
import { Cell, GalleryCard } from './GalleryCard';
import { ListDemos } from './ListDemos';

const MARKETS = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'ADA', 'DOGE', 'TON', 'AVAX', 'LINK', 'DOT', 'TRX'].map(
  (base, i) => ({
    symbol: `${base}/USDT`,
    change: Math.round(Math.sin(i * 1.7) * 800) / 100,
    volume: Math.round(900 - i * 61 + (i % 3) * 17),
  }),
);
type Key = 'symbol' | 'change' | 'volume';

function DataGridDemo() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: Key; asc: boolean }>({ key: 'volume', asc: false });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(5);
  const rows = useMemo(
    () => [...MARKETS].sort((a, b) => (a[sort.key] > b[sort.key] ? 1 : -1) * (sort.asc ? 1 : -1)),
    [sort],
  );
  const head = (key: Key) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.asc ? 'asc' : 'desc'}
      onClick={() => setSort({ key, asc: sort.key === key ? !sort.asc : true })}
    >
      {t(`gallery.grid.${key}`)}
    </TableSortLabel>
  );
  return (
    <>
      <Table size="small" aria-label={t('gallery.grid.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{head('symbol')}</TableCell>
            <TableCell align="right">{head('change')}</TableCell>
            <TableCell align="right">{head('volume')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(page * size, page * size + size).map((r) => (
            <TableRow key={r.symbol}>
              <TableCell>{r.symbol}</TableCell>
              <TableCell align="right" sx={{ color: r.change >= 0 ? 'success.main' : 'error.main' }}>
                {r.change.toFixed(2)}%
              </TableCell>
              <TableCell align="right">{r.volume}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('gallery.grid.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('gallery.grid.displayed', { from, to, count })}
      />
    </>
  );
}

function PopupDemo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('gallery.popup.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="popup-title">
        <DialogTitle id="popup-title">{t('gallery.popup.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('gallery.popup.dialogText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function DataDemos() {
  const { t } = useTranslation();
  return (
    <>
      <Cell wide>
        <GalleryCard title={t('gallery.grid.title')} text={t('gallery.grid.text')}>
          <DataGridDemo />
        </GalleryCard>
      </Cell>
      <Cell>
        <GalleryCard title={t('gallery.popup.title')} text={t('gallery.popup.text')}>
          <PopupDemo />
        </GalleryCard>
      </Cell>
      <ListDemos />
      <Charts />
    </>
  );
}
