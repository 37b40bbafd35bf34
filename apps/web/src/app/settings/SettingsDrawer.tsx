import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVersionLabel } from '../config/ConfigContext';
import { PRESETS } from '../theme/presets';
import { useSettings } from './SettingsContext';
import { THEME_COLORS, type ThemeDirection, type ThemeMode } from './settings-storage';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Theme mode, direction, colour preset and stretch; every change is kept in local storage. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const version = useVersionLabel();
  const s = useSettings();

  return (
    <Drawer
      anchor="right"
      open={s.drawerOpen}
      onClose={() => s.setDrawerOpen(false)}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } }, 'aria-label': t('settings.title') } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('settings.reset')} onClick={s.reset}>
          <RestartAltIcon />
        </IconButton>
        <IconButton aria-label={t('common.close')} onClick={() => s.setDrawerOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3.5} sx={{ p: 2.5, flexGrow: 1 }}>
        <Section title={t('settings.mode')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={s.themeMode}
            onChange={(_, value: ThemeMode | null) => value && s.update({ themeMode: value })}
            aria-label={t('settings.mode')}
          >
            <ToggleButton value="light" sx={{ gap: 1 }}>
              <LightModeIcon fontSize="small" /> {t('settings.light')}
            </ToggleButton>
            <ToggleButton value="dark" sx={{ gap: 1 }}>
              <DarkModeIcon fontSize="small" /> {t('settings.dark')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Section>
        <Section title={t('settings.direction')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={s.themeDirection}
            onChange={(_, value: ThemeDirection | null) => value && s.update({ themeDirection: value })}
            aria-label={t('settings.direction')}
          >
            <ToggleButton value="ltr" sx={{ gap: 1 }}>
              <FormatTextdirectionLToRIcon fontSize="small" /> {t('settings.ltr')}
            </ToggleButton>
            <ToggleButton value="rtl" sx={{ gap: 1 }}>
              <FormatTextdirectionRToLIcon fontSize="small" /> {t('settings.rtl')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Section>
        <Section title={t('settings.color')}>
          <Box
            role="radiogroup"
            aria-label={t('settings.color')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
          >
            {THEME_COLORS.map((color) => {
              const selected = s.themeColor === color;
              return (
                <Button
                  key={color}
                  role="radio"
                  aria-checked={selected}
                  onClick={() => s.update({ themeColor: color })}
                  variant="outlined"
                  color="inherit"
                  sx={{
                    flexDirection: 'column',
                    gap: 0.75,
                    py: 1.25,
                    borderColor: selected ? PRESETS[color].light : 'divider',
                    borderWidth: selected ? 2 : 1,
                  }}
                >
                  <Box sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: PRESETS[color].light }} />
                  <Typography variant="caption">{t(`settings.colors.${color}`)}</Typography>
                </Button>
              );
            })}
          </Box>
        </Section>
        <Section title={t('settings.layout')}>
          <FormControlLabel
            control={
              <Switch
                checked={s.themeStretch}
                onChange={(e) => s.update({ themeStretch: e.target.checked })}
              />
            }
            label={t('settings.stretch')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('settings.stretchHint')}
          </Typography>
        </Section>
      </Stack>
      <Divider />
      <Typography variant="caption" sx={{ p: 2, color: 'text.secondary', textAlign: 'center' }}>
        {t('settings.version', { version })}
      </Typography>
    </Drawer>
  );
}
