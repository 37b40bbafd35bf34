import { DATA_TYPE, dataTypeCode, EXCHANGE } from '@bitdata/contracts/constants';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChartOutlined';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSiteName } from '../../../app/config/ConfigContext';
import { PATHS } from '../../../app/paths';
import { useLeadsSomewhere } from '../../../app/reachable-context';
import { ChartIllustration } from '../../../components/ChartIllustration';
import { useAuth } from '../../auth';
import { marketDetailPath, OverviewCards } from '../../market';

/** The sidebar menu comes from the server (user.menus) and has no Markets entry: the charts are reached from here. */
const MARKET_LINKS = [
  { exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.future, symbol: 'BTCUSDT' },
  { exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.future, symbol: 'ETHUSDT' },
  { exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.future, symbol: 'SOLUSDT' },
  { exchangeId: EXCHANGE.binance, dataType: DATA_TYPE.spot, symbol: 'BTCUSDT' },
] as const;

const SHORTCUTS = [
  { key: 'filters', icon: <FilterAltIcon />, to: PATHS.dashboard.filter },
  { key: 'statistics', icon: <BarChartIcon />, to: `${PATHS.dashboard.root}/statistic/mutil-timeframe` },
  { key: 'notifications', icon: <NotificationsIcon />, to: `${PATHS.dashboard.root}/notification` },
  { key: 'account', icon: <AccountCircleIcon />, to: PATHS.dashboard.account },
] as const;

const CREATE_FILTER = `${PATHS.dashboard.filter}/create`;

const STEPS = ['verify', 'filter', 'backtest', 'notify'] as const;

export function DashboardHomePage() {
  const { t } = useTranslation();
  const { user, firstSignIn } = useAuth();
  const siteName = useSiteName();
  const leadsSomewhere = useLeadsSomewhere();
  /** A shortcut appears once its screen exists. */
  const openShortcuts = SHORTCUTS.filter((s) => leadsSomewhere(s.to));
  const name = user?.displayName || user?.name || '';

  return (
    <Stack spacing={4}>
      <Card sx={{ p: { xs: 3, md: 5 }, display: 'flex', gap: 4, alignItems: 'center' }}>
        <Stack spacing={2} sx={{ flex: 1 }}>
          <Chip
            label={t(`roles.${user?.role ?? 'member'}`)}
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
          <Typography variant="h4" component="h1" data-testid="dashboard-welcome">
            {/* "back" only to someone who has been here before */}
            {t(firstSignIn ? 'dashboard.welcomeFirst' : 'dashboard.welcome', { name })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
            {t('dashboard.intro', { siteName })}
          </Typography>
          {leadsSomewhere(CREATE_FILTER) && (
            <Box>
              <Button component={RouterLink} to={CREATE_FILTER} variant="contained" size="large">
                {t('dashboard.createFilter')}
              </Button>
            </Box>
          )}
        </Stack>
        <Box sx={{ display: { xs: 'none', md: 'block' }, width: 320, flexShrink: 0 }}>
          <ChartIllustration />
        </Box>
      </Card>

      <Grid container spacing={3}>
        {openShortcuts.map((s) => (
          <Grid key={s.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: 1 }}>
              <CardActionArea
                component={RouterLink}
                to={s.to}
                sx={{ p: 3, height: 1, alignItems: 'flex-start' }}
              >
                <Box sx={{ color: 'primary.main', mb: 1.5, display: 'flex' }}>{s.icon}</Box>
                <Typography variant="h6" component="h2">
                  {t(`dashboard.shortcuts.${s.key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {t(`dashboard.shortcuts.${s.key}.text`)}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Card sx={{ p: { xs: 3, md: 4 } }} data-testid="dashboard-markets">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
              <CandlestickChartIcon />
            </Box>
            <Box>
              <Typography variant="h6" component="h2">
                {t('dashboard.markets.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('dashboard.markets.text')}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {MARKET_LINKS.map((m) => (
              <Chip
                key={`${m.dataType}-${m.symbol}`}
                component={RouterLink}
                to={marketDetailPath(m, '1h')}
                clickable
                variant="outlined"
                label={`${m.symbol.replace(/USDT$/, '')} · ${t(`market.dataTypes.${dataTypeCode(m.dataType)}`)}`}
                aria-label={t('dashboard.markets.open', {
                  symbol: `${m.symbol} ${t(`market.dataTypes.${dataTypeCode(m.dataType)}`)}`,
                })}
              />
            ))}
            <Button component={RouterLink} to={PATHS.dashboard.markets} variant="outlined" size="small">
              {t('dashboard.markets.allMarkets')}
            </Button>
          </Stack>
        </Stack>
        {/* prices with their freshness (live, replay or historical as of), as on /crypto */}
        <Box sx={{ mt: 3 }}>
          <OverviewCards sideBySide />
        </Box>
      </Card>

      <Card sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('dashboard.stepsTitle')}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {STEPS.map((step, index) => (
            <Stack component="li" key={step} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography variant="subtitle1">{t(`dashboard.steps.${step}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`dashboard.steps.${step}.text`)}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
