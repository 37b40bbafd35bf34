import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { PLAN_TIMEFRAMES, PLANS, YEARLY_SAVING } from '../../plans';
import { SectionHeading } from './SectionHeading';

/** The three paid tiers with their limits; choosing one opens the pricing page (prices from the server, payment). */
export function PlansTeaser({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      sx={{ py: { xs: 8, md: 12 } }}
      aria-labelledby={headingLevel === 'h2' ? 'plans-title' : undefined}
    >
      <PageContainer>
        {headingLevel === 'h2' && (
          <SectionHeading
            id="plans-title"
            overline={t('landing.plans.overline')}
            title={t('landing.plans.title')}
            text={t('landing.plans.text', { saving: YEARLY_SAVING * 100 })}
          />
        )}
        <Grid container spacing={3}>
          {PLANS.map((plan) => {
            const featured = plan.id === 'middle';
            return (
              <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
                <Card
                  sx={{
                    p: 4,
                    height: 1,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 2.5,
                    outline: featured ? 2 : 0,
                    outlineColor: 'primary.main',
                  }}
                >
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="overline" component="h3">
                      {t(`plans.${plan.id}`)}
                    </Typography>
                    {featured && <Chip size="small" color="primary" label={t('landing.plans.popular')} />}
                  </Stack>
                  <Typography variant="h3" component="p">
                    {t('landing.plans.price', { price: plan.price })}
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                      {t('landing.plans.perMonth')}
                    </Typography>
                  </Typography>
                  <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none', flexGrow: 1 }}>
                    {(['filters', 'notifications', 'pairs', 'devices'] as const).map((limit) => (
                      <Stack
                        component="li"
                        key={limit}
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center' }}
                      >
                        <CheckIcon fontSize="small" sx={{ color: 'primary.main' }} />
                        <Typography variant="body2">
                          {t(`landing.plans.limits.${limit}`, { count: plan[limit] })}
                        </Typography>
                      </Stack>
                    ))}
                    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <CheckIcon fontSize="small" sx={{ color: 'primary.main' }} />
                      <Typography variant="body2">
                        {t('landing.plans.timeframes', {
                          list: PLAN_TIMEFRAMES.map((f) => t(`timeframes.${f}`)).join(', '),
                        })}
                      </Typography>
                    </Stack>
                  </Stack>
                  <Button
                    component={RouterLink}
                    to={PATHS.pricing}
                    variant={featured ? 'contained' : 'outlined'}
                    data-testid={`teaser-choose-${plan.id}`}
                  >
                    {t(`landing.plans.choose.${plan.id}`)}
                  </Button>
                </Card>
              </Grid>
            );
          })}
        </Grid>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 3 }}>
          {t('landing.plans.footnote', { saving: YEARLY_SAVING * 100 })}
        </Typography>
      </PageContainer>
    </Box>
  );
}
