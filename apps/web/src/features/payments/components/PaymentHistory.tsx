import type { Payment } from '@bitdata/contracts/payments';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { ScrollTable } from '../../../components/ScrollTable';
import { usePaginationLabel } from '../../../components/usePaginationLabel';
import { formatDate, formatDateTimeZoned } from '../../../i18n/format';
import { useMyPayments } from '../hooks';
import { formatMoney } from '../money';
import { PAYMENT_PATHS, paymentOpenPath } from '../paths';
import { StatusChip } from './StatusChip';
import '../texts';

const PAGE_SIZE = 25;

function Row({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const period =
    payment.startsAt !== null && payment.endsAt !== null
      ? `${formatDate(payment.startsAt)} – ${formatDate(payment.endsAt)}`
      : '—';
  return (
    <TableRow data-testid="payment-row" data-payment={payment.paymentId}>
      <TableCell>{formatDateTimeZoned(payment.createdAt)}</TableCell>
      <TableCell>
        {`${t(`payments:planNames.${payment.plan}`)} · ${t('payments:pay.monthCount', { count: payment.months })}`}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>
        {formatMoney(payment.amount, payment.coin, i18n.language)}
      </TableCell>
      <TableCell>{t(`payments:networks.${payment.network}`)}</TableCell>
      <TableCell>
        <StatusChip status={payment.status} />
      </TableCell>
      <TableCell>{period}</TableCell>
      <TableCell align="right">
        <Button
          component={RouterLink}
          to={paymentOpenPath(payment.plan, payment.months, payment.paymentId)}
          size="small"
        >
          {t('payments:pay.openPayment')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The account page's payment history: every invoice of the member, newest first, with its state. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyPayments(page, PAGE_SIZE);
  const displayedRows = usePaginationLabel();

  return (
    <Card data-testid="payment-history">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 3, pt: 3, pb: 1 }}>
        <ReceiptIcon sx={{ color: 'text.secondary' }} />
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('payments:history.title')}
        </Typography>
        <Button component={RouterLink} to={PAYMENT_PATHS.plans} size="small">
          {t('payments:pay.changePlan')}
        </Button>
      </Stack>
      {list.isPending ? (
        <Box sx={{ p: 3 }}>
          <SkeletonRows rows={2} height={40} testId="payment-history-loading" />
        </Box>
      ) : list.isError ? (
        <Box sx={{ m: 3 }}>
          <RetryAlert
            error={list.error}
            onRetry={() => void list.refetch()}
            testId="payment-history-error"
            lead={t('payments:history.loadError')}
          />
        </Box>
      ) : list.data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', px: 3, pb: 3 }} data-testid="payment-history-empty">
          {t('payments:history.empty')}
        </Typography>
      ) : (
        <>
          <ScrollTable>
            <Table size="small" aria-label={t('payments:history.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payments:history.date')}</TableCell>
                  <TableCell>{t('payments:history.plan')}</TableCell>
                  <TableCell>{t('payments:history.amount')}</TableCell>
                  <TableCell>{t('payments:history.network')}</TableCell>
                  <TableCell>{t('payments:history.status')}</TableCell>
                  <TableCell>{t('payments:history.period')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.map((payment) => (
                  <Row key={payment.paymentId} payment={payment} />
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
          {list.data.total > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={list.data.total}
              page={page - 1}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={displayedRows}
            />
          )}
        </>
      )}
    </Card>
  );
}
