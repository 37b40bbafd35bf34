import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../i18n';

/** Shows "en" and "vn"; the choice is remembered locally. */
export function LanguageSwitcher({ onChanged }: { onChanged?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];

  const choose = async (code: Language) => {
    setAnchor(null);
    if (code === current.code) return;
    await changeLanguage(code);
    onChanged?.(code);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<TranslateIcon />}
        aria-label={t('language.choose', { current: current.name })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid="language-switcher"
        sx={{ minWidth: 0, px: 1.25, fontWeight: 700, textTransform: 'lowercase' }}
      >
        {current.label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            selected={language.code === current.code}
            onClick={() => void choose(language.code)}
            lang={language.code}
            data-testid={`language-${language.label}`}
          >
            <ListItemIcon>
              {language.code === current.code ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={language.label} secondary={language.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
