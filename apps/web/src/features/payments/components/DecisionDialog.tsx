import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { paymentsApi } from '../api';
import { paymentKeys } from '../hooks';
import '../texts';

export type Decision = 'approve' | 'reject';

/** An operator's verdict on a payment in review, always with the reason the member will read. */
export function DecisionDialog({
  paymentId,
  decision,
  onClose,
}: {
  paymentId: string;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: () => paymentsApi.decide(paymentId, decision, reason.trim()),
    onSuccess: () => {
      notify(
        decision === 'approve' ? t('payments:review.approved') : t('payments:review.rejected'),
        'success',
      );
      // the decided payment leaves the review list
      void queryClient.invalidateQueries({ queryKey: paymentKeys.review });
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    decide.mutate();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="decision-dialog">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>
          {decision === 'approve' ? t('payments:review.approveTitle') : t('payments:review.rejectTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            name="reason"
            label={t('payments:review.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={missing}
            helperText={missing ? t('payments:review.reasonRequired') : t('payments:review.reasonHelp')}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
          />
          {decide.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorText(decide.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'primary' : 'error'}
            loading={decide.isPending}
            data-testid="decision-submit"
          >
            {decision === 'approve' ? t('payments:review.approve') : t('payments:review.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
