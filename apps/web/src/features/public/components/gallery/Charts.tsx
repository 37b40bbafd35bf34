import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChartIllustration } from '../../../../components/ChartIllustration';
import { Cell, GalleryCard } from './GalleryCard';

const SHARES = [
  { key: 'win', value: 62 },
  { key: 'lost', value: 28 },
  { key: 'open', value: 10 },
] as const;
const BARS = [5, 10, 15, 20, 25] as const;
const BAR_VALUES = [34, 27, 18, 12, 9];

function Pie({ donut }: { donut: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = [theme.palette.success.main, theme.palette.error.main, theme.palette.warning.main];
  let angle = -Math.PI / 2;
  const arcs = SHARES.map((s, i) => {
    const sweep = (s.value / 100) * Math.PI * 2;
    const [x1, y1] = [50 + 40 * Math.cos(angle), 50 + 40 * Math.sin(angle)];
    angle += sweep;
    const [x2, y2] = [50 + 40 * Math.cos(angle), 50 + 40 * Math.sin(angle)];
    return (
      <path
        key={s.key}
        d={`M50,50 L${x1},${y1} A40,40 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2},${y2} Z`}
        fill={colors[i]}
      />
    );
  });
  const label = SHARES.map((s) => `${t(`gallery.charts.${s.key}`)} ${s.value}%`).join(', ');
  return (
    <Box component="svg" viewBox="0 0 100 100" role="img" aria-label={label} sx={{ width: 120, height: 120 }}>
      {arcs}
      {donut && <circle cx="50" cy="50" r="22" fill={theme.palette.background.paper} />}
    </Box>
  );
}

function Bars() {
  const { t } = useTranslation();
  const theme = useTheme();
  const label = BARS.map((b, i) => `${b}%: ${BAR_VALUES[i]}`).join(', ');
  return (
    <Box
      component="svg"
      viewBox="0 0 200 110"
      role="img"
      aria-label={`${t('gallery.charts.barLabel')}: ${label}`}
      sx={{ width: '100%', height: 130 }}
    >
      {BARS.map((b, i) => {
        const h = BAR_VALUES[i] * 2.5;
        return (
          <g key={b}>
            <rect x={12 + i * 38} y={95 - h} width="26" height={h} rx="4" fill={theme.palette.primary.main} />
            <text
              x={25 + i * 38}
              y="108"
              fontSize="9"
              textAnchor="middle"
              fill={theme.palette.text.secondary}
            >
              {i === BARS.length - 1 ? `>${b}%` : `${b}%`}
            </text>
          </g>
        );
      })}
    </Box>
  );
}

export function Charts() {
  const { t } = useTranslation();
  return (
    <>
      <Cell>
        <GalleryCard title={t('gallery.charts.title')} text={t('gallery.charts.text')}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-around' }}>
            <Pie donut={false} />
            <Pie donut />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            {SHARES.map((s) => (
              <Chip
                key={s.key}
                size="small"
                variant="outlined"
                label={`${t(`gallery.charts.${s.key}`)} ${s.value}%`}
              />
            ))}
          </Stack>
        </GalleryCard>
      </Cell>
      <Cell>
        <GalleryCard title={t('gallery.charts.barTitle')} text={t('gallery.charts.barText')}>
          <Bars />
        </GalleryCard>
      </Cell>
      <Cell>
        <GalleryCard title={t('gallery.image.title')} text={t('gallery.image.text')}>
          <ChartIllustration />
        </GalleryCard>
      </Cell>
      <Cell>
        <GalleryCard title={t('gallery.export.title')} text={t('gallery.export.text')}>
          <Stack spacing={0.5}>
            <FormControlLabel control={<Switch defaultChecked />} label={t('gallery.export.header')} />
            <FormControlLabel control={<Switch defaultChecked />} label={t('gallery.export.allPages')} />
            <FormControlLabel control={<Switch />} label={t('gallery.export.dates')} />
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('gallery.export.limit', { count: 10000 })}
          </Typography>
        </GalleryCard>
      </Cell>
    </>
  );
}
