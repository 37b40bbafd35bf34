import {
  INDICATOR_CATALOG,
  type IndicatorDefinition,
  type IndicatorGroup,
  PATTERNS,
  SCREENER_FIELDS,
} from '@bitdata/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber, formatPercent, formatPrice } from '../markets';

/**
 * A code column's value -> its words (cloud green/red, SuperTrend up/down, candle colour green/red), the
 * field catalogue's own, so this panel and every why-it-matched sentence name a code alike.
 */
const CODE_WORDS = new Map(
  SCREENER_FIELDS.filter((f) => f.codes).map((f) => [
    f.name,
    new Map(Object.entries(f.codes ?? {}).map(([name, value]) => [value, f.codeLabels?.[name]])),
  ]),
);

const GROUPS: IndicatorGroup[] = ['momentum', 'trend', 'volatility', 'volume', 'candle', 'levels', 'pattern'];

/** A catalogue value as a trader reads it, by the column's kind. */
export function formatIndicator(
  def: IndicatorDefinition,
  value: number | null | undefined,
  lang: string,
  t: (k: string) => string,
) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  switch (def.valueKind) {
    case 'price':
      return formatPrice(value, lang);
    case 'oscillator':
      return formatNumber(value, lang, 2);
    case 'percent':
      return formatPercent(value, lang);
    case 'ratio':
      return formatNumber(value, lang, 4);
    case 'volume':
    case 'quoteVolume':
      return formatCompact(value, lang);
    case 'code': {
      const words = CODE_WORDS.get(def.name)?.get(value);
      return words ? words[lang === 'vi' ? 'vi' : 'en'] : formatNumber(value, lang, 0);
    }
    case 'count':
      return formatNumber(value, lang, 0);
    case 'flag':
      return value === 1 ? t('market.values.yes') : t('market.values.no');
    case 'bitset': {
      const names = PATTERNS.filter((p) => (value & (1 << p.bit)) !== 0).map((p) => {
        const d = INDICATOR_CATALOG.find((x) => x.name === p.column);
        return d ? (lang === 'vi' ? d.name_vi : d.name_en) : p.id;
      });
      return names.length ? names.join(', ') : t('market.values.none');
    }
    default:
      return formatNumber(value, lang, 4);
  }
}

/**
 * Every catalogue column's latest value (closed candles, from the detail endpoint), grouped, names in
 * the reader's language with the description as a tooltip. Patterns show the ones found as chips.
 */
export function LatestValues({ values }: { values: Record<string, number | null> }) {
  const { t, i18n } = useTranslation();
  const vi = i18n.language === 'vi';
  return (
    <Grid container spacing={2} data-testid="latest-values">
      {GROUPS.map((group) => {
        const defs = INDICATOR_CATALOG.filter((d) => d.group === group);
        if (group === 'pattern') {
          const found = defs.filter((d) => d.valueKind === 'flag' && values[d.name] === 1);
          return (
            <Grid key={group} size={12}>
              <Card variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {t(`market.groups.${group}`)}
                </Typography>
                {found.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('market.values.noPattern')}
                  </Typography>
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {found.map((d) => (
                      <Tooltip key={d.name} title={vi ? d.description_vi : d.description_en}>
                        <Chip
                          size="small"
                          color="primary"
                          variant="outlined"
                          label={vi ? d.name_vi : d.name_en}
                        />
                      </Tooltip>
                    ))}
                  </Stack>
                )}
              </Card>
            </Grid>
          );
        }
        if (defs.length === 0) return null;
        return (
          <Grid key={group} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ p: 2, height: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t(`market.groups.${group}`)}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}
              >
                {defs.map((d) => (
                  <Box key={d.name} sx={{ display: 'contents' }}>
                    <Tooltip title={vi ? d.description_vi : d.description_en} placement="top-start">
                      <Typography
                        component="dt"
                        variant="body2"
                        sx={{ color: 'text.secondary', minWidth: 0 }}
                      >
                        {vi ? d.name_vi : d.name_en}
                      </Typography>
                    </Tooltip>
                    <Typography
                      component="dd"
                      variant="body2"
                      dir="ltr"
                      sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
                      data-testid={`value-${d.name}`}
                    >
                      {formatIndicator(d, values[d.name], i18n.language, t)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
