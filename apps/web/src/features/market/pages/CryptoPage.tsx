import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { MarketTable } from '../components/MarketTable';
import { OverviewCards } from '../components/OverviewCards';
import { TopVolume } from '../components/TopVolume';

/** /crypto: the public market overview (BTC/ETH, top volume, the market table). */
export function CryptoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        overline={t('market.page.overline')}
        title={t('market.page.title')}
        text={t('market.page.text')}
      />
      <PageContainer sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={3}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <OverviewCards />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <TopVolume />
            </Grid>
          </Grid>
          <MarketTable />
        </Stack>
      </PageContainer>
    </>
  );
}
