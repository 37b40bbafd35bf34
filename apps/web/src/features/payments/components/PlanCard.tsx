import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../money';
import '../texts';

export interface PlanFeatureLine {
  text: string;
  isAvailable: boolean;
}

export interface PlanCardProps {
  code: string;
  /** The price of the chosen billing period, a decimal string as the server sent it. */
  price: string;
  per: 'month' | 'year';
  note: string;
  features: PlanFeatureLine[];
  featured: boolean;
  /** 'current plan' on the member's own plan, 'choose …' on the others. */
  current: boolean;
  actionLabel: string;
  actionTo: string;
  /** the plan name's heading level: h2 on the pricing page, h3 in a section of the landing page */
  nameAs?: 'h2' | 'h3';
  /** why the plan cannot be bought now (a lower plan while a dearer one runs): its action is not offered */
  unavailableNote?: string;
}

/** One plan of the pricing screen: name, price, its features with check marks, and its action. */
export function PlanCard(props: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const { code, price, per, note, features, featured, current, actionLabel, actionTo, nameAs = 'h2' } = props;
  const { unavailableNote } = props;
  return (
    <Card
      data-testid={`plan-${code}`}
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
        <Typography variant="overline" component={nameAs}>
          {t(`payments:planNames.${code}`)}
        </Typography>
        {featured && <Chip size="small" color="primary" label={t('payments:plans.popular')} />}
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="h3" component="p" data-testid="plan-price">
          {formatMoney(price, 'USDT', i18n.language)}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
            {per === 'month' ? t('payments:plans.perMonth') : t('payments:plans.perYear')}
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none', flexGrow: 1 }}>
        {features.map((feature) => (
          <Stack
            component="li"
            key={feature.text}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: feature.isAvailable ? 'text.primary' : 'text.secondary' }}
            data-available={feature.isAvailable}
          >
            {feature.isAvailable ? (
              <CheckIcon fontSize="small" sx={{ color: 'primary.main' }} />
            ) : (
              <CloseIcon fontSize="small" />
            )}
            <Typography variant="body2">{feature.text}</Typography>
          </Stack>
        ))}
      </Stack>
      {current ? (
        <Button variant="outlined" disabled data-testid="plan-current" size="large">
          {t('payments:plans.current')}
        </Button>
      ) : unavailableNote ? (
        <Stack spacing={1}>
          <Button variant="outlined" disabled size="large" data-testid="plan-unavailable">
            {actionLabel}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="plan-unavailable-note">
            {unavailableNote}
          </Typography>
        </Stack>
      ) : (
        <Button
          component={RouterLink}
          to={actionTo}
          variant={featured ? 'contained' : 'outlined'}
          size="large"
          data-testid="plan-choose"
        >
          {actionLabel}
        </Button>
      )}
    </Card>
  );
}
