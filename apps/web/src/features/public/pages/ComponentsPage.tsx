import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { PageHero } from '../../../components/PageHero';
import { DataDemos } from '../components/gallery/DataDemos';
import { FormDemos } from '../components/gallery/FormDemos';

/** The kinds of UI components the configurable back-office forms are built from. */
export function ComponentsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero overline={t('gallery.overline')} title={t('gallery.title')} text={t('gallery.text')} />
      <PageContainer sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={3}>
          <FormDemos />
          <DataDemos />
        </Grid>
      </PageContainer>
    </>
  );
}
