import TimerIcon from '@mui/icons-material/TimerOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds left as h:mm:ss (or mm:ss under an hour); nothing below zero. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The spec's timer component: a countdown to the invoice's expiry, ticking every second from the
 * server's expiry time (the browser's clock only measures what is left).
 */
export function Timer({ until }: { until: string | number }) {
  const { t } = useTranslation();
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left]);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="pay-timer">
      <TimerIcon color={left > 0 ? 'primary' : 'disabled'} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {left > 0 ? t('payments:pay.timeLeft') : t('payments:pay.timeUp')}
      </Typography>
      <Typography
        variant="h6"
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
        role="timer"
        aria-live="off"
        data-testid="pay-timer-value"
      >
        {formatLeft(left)}
      </Typography>
    </Stack>
  );
}
