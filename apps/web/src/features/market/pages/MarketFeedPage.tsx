import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import BlockIcon from '@mui/icons-material/Block';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { StatusView } from '../../../components/StatusView';
import { useCan } from '../../auth';
import { FeedMarketsTable } from '../components/FeedMarketsTable';
import { FeedStatusPanel } from '../components/FeedStatusPanel';
import { isForbidden, useFeedStatus } from '../hooks/useMarketFeed';

/** What a signed-in user without market "view all" sees when they type the address (no call is made). */
function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 8 } }}>
      <StatusView
        compact
        testId="market-feed-forbidden"
        titleComponent="p"
        homePath={PATHS.dashboard.root}
        icon={<BlockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />}
        title={t('marketFeed.forbiddenTitle')}
        text={t('marketFeed.forbiddenText')}
      />
    </Card>
  );
}

/**
 * /core/market-feed, the operators' back-office screen of the market data: the state of every
 * exchange feed (refreshed every 15 s) and the markets, where an operator pins one into the universe.
 */
export function MarketFeedPage() {
  const { t } = useTranslation();
  const mayView = useCan(RESOURCE.market, PERMISSION_LEVEL.viewAll);
  const mayPin = useCan(RESOURCE.market, PERMISSION_LEVEL.edit);
  const status = useFeedStatus(mayView);
  const forbidden = !mayView || isForbidden(status.error);

  return (
    <Stack spacing={3} data-testid="market-feed-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('marketFeed.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('marketFeed.subtitle')}</Typography>
      </Stack>
      {forbidden ? (
        <NotAllowed />
      ) : (
        <>
          <FeedStatusPanel
            feeds={status.data}
            isPending={status.isPending}
            isFetching={status.isFetching}
            isError={status.isError}
            readAt={status.dataUpdatedAt || Date.now()}
            onRetry={() => void status.refetch()}
          />
          {/* the list is public: it waits for the status call, which may still say the grants changed */}
          {!status.isPending && <FeedMarketsTable canPin={mayPin} />}
        </>
      )}
    </Stack>
  );
}
