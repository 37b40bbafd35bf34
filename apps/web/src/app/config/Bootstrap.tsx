import type { PublicConfig } from '@bitdata/contracts/public';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setupApi } from '../../api/setup';
import { LoadingScreen } from '../../components/LoadingScreen';
import { notify } from '../../components/notify';
import { i18n, initI18n } from '../../i18n';
import { ConfigContext } from './ConfigContext';
import { announceUnauthorized } from './events';
import { loadStartUp } from './start-up';

type State = { status: 'loading' } | { status: 'ready'; config: PublicConfig } | { status: 'failed' };

/** Loads the texts and the server's public configuration, then builds the API client from it. */
export function Bootstrap({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const config = await loadStartUp();
      setupApi(
        config,
        {
          onUnauthorized: announceUnauthorized,
          onForbidden: () => notify(i18n.t('messages.forbidden'), 'error'),
        },
        queryClient,
      );
      // The whole first screen renders in this update: as a transition React renders it in slices,
      // so the page keeps answering taps meanwhile, with the loading screen shown until it is ready.
      startTransition(() => setState({ status: 'ready', config }));
    } catch (error) {
      console.error('Start-up failed', error);
      if (!i18n.isInitialized) await initI18n().catch(() => undefined);
      setState({ status: 'failed' });
    }
  }, [queryClient]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'failed') return <StartFailed onRetry={load} />;
  return <ConfigContext.Provider value={state.config}>{children}</ConfigContext.Provider>;
}

function StartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="main"
      sx={{
        minHeight: '100vh',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h3" component="h1">
        {t('errors.startTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('errors.startText')}</Typography>
      <Button variant="contained" size="large" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
