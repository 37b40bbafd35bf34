import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../../components/PageContainer';
import { useOfferTexts } from '../../offers';
import { SectionHeading } from './SectionHeading';

const STEPS = ['conditions', 'backtest', 'alerts'] as const;
const INDICATORS = [
  'rsi',
  'macd',
  'ma',
  'ema',
  'bollinger',
  'ichimoku',
  'dmi',
  'vwap',
  'superTrend',
  'volume',
  'zones',
  'longShort',
  'patterns',
] as const;
const EXAMPLE = ['rsi', 'macd', 'volume'] as const;

/** How filters and statistics work: conditions over indicators, a backtest with take-profit and stop-loss, then alerts. */
export function HowItWorks() {
  const { t } = useTranslation();
  // the interval range is this site's (MARKET_INTERVALS), not a fixed claim
  const { intervals } = useOfferTexts();
  return (
    <Box
      component="section"
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        bgcolor: theme.palette.mode === 'dark' ? 'grey.800' : 'grey.100',
      })}
      aria-labelledby="how-title"
    >
      <PageContainer>
        <SectionHeading
          id="how-title"
          overline={t('landing.how.overline')}
          title={t('landing.how.title')}
          text={t('landing.how.text')}
        />
        <Grid container spacing={3} sx={{ mb: 6 }}>
          {STEPS.map((step, index) => (
            <Grid key={step} size={{ xs: 12, md: 4 }}>
              <Stack spacing={1.5}>
                <Typography
                  variant="h2"
                  component="p"
                  aria-hidden="true"
                  sx={{ color: 'primary.main', opacity: 0.9 }}
                >
                  {`0${index + 1}`}
                </Typography>
                <Typography variant="h5" component="h3">
                  {t(`landing.how.steps.${step}.title`)}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {t(`landing.how.steps.${step}.text`, { intervals })}
                </Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 3.5, height: 1 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
                {t('landing.how.exampleTitle')}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ m: 0, pl: 2.5 }}>
                {EXAMPLE.map((line) => (
                  <Typography component="li" key={line} sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                    {t(`landing.how.example.${line}`)}
                  </Typography>
                ))}
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('landing.how.exampleResult')}
              </Typography>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 3.5, height: 1 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
                {t('landing.how.indicatorsTitle')}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {INDICATORS.map((id) => (
                  <Chip key={id} label={t(`indicators.${id}`)} variant="outlined" />
                ))}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('landing.how.indicatorsText')}
              </Typography>
            </Card>
          </Grid>
        </Grid>
      </PageContainer>
    </Box>
  );
}
