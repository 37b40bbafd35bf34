import type { PaymentNetwork } from '@bitdata/contracts/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { paymentsApi } from '../api';
import { paymentKeys } from '../hooks';
import '../texts';

/**
 * The member tells which transfer paid: a transaction hash on a chain, or Binance's internal transfer
 * id (with their Binance ID, kept for support only). The server answers with the spec's message and
 * the payment moves to checking.
 */
export function TransactionForm({ paymentId, network }: { paymentId: string; network: PaymentNetwork }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const binance = network === 'binance';
  const [txHash, setTxHash] = useState('');
  const [binanceId, setBinanceId] = useState('');
  const [missing, setMissing] = useState(false);
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () =>
      paymentsApi.submit(paymentId, {
        txHash: txHash.trim(),
        ...(binance && binanceId.trim() ? { binanceId: binanceId.trim() } : {}),
      }),
    onSuccess: () => {
      notify(t('messages.paymentCheck'), 'success');
      // the payment is checking now: read it at once rather than at the next poll
      void queryClient.invalidateQueries({ queryKey: paymentKeys.one(paymentId) });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!txHash.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate data-testid="tx-form">
      <TextField
        name="txHash"
        label={binance ? t('payments:pay.transferId') : t('payments:pay.txHash')}
        value={txHash}
        onChange={(e) => setTxHash(e.target.value)}
        error={missing || submit.isError}
        helperText={
          missing
            ? t('payments:pay.txRequired')
            : binance
              ? t('payments:pay.transferIdHelp')
              : t('payments:pay.txHashHelp')
        }
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        fullWidth
      />
      {binance && (
        <TextField
          name="binanceId"
          label={t('payments:pay.binanceId')}
          value={binanceId}
          onChange={(e) => setBinanceId(e.target.value)}
          helperText={t('payments:pay.binanceIdHelp')}
          autoComplete="off"
          fullWidth
        />
      )}
      {submit.isError && (
        <Alert severity="error" data-testid="tx-error">
          {errorText(submit.error)}
        </Alert>
      )}
      {submit.isSuccess && (
        <Alert severity="info" data-testid="tx-submitted">
          {t('messages.paymentCheck')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        loading={submit.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="tx-submit"
      >
        {t('payments:pay.submit')}
      </Button>
    </Stack>
  );
}
