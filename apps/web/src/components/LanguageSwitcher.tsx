import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/endpoints';
import { AuthContext } from '../features/auth';
import { changeLanguage, LANGUAGES, type Language } from '../i18n';
import { useErrorText } from './form/useErrorText';
import { notify } from './notify';

/**
 * Shows "en" and "vi"; the choice is remembered locally and, signed in, is the profile's language too
 * (one setting: the account page and the e-mails follow it). A profile that could not be saved puts the
 * screens back in its language, so the two never disagree.
 */
export function LanguageSwitcher({ onChanged }: { onChanged?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const auth = useContext(AuthContext);
  const errorText = useErrorText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];

  const choose = async (code: Language) => {
    setAnchor(null);
    if (code === current.code) return;
    await changeLanguage(code);
    if (auth?.user && auth.user.language !== code) {
      try {
        auth.updateUser(await authApi.updateProfile({ language: code }));
      } catch (error) {
        notify(errorText(error), 'error');
        await changeLanguage(auth.user.language);
        return;
      }
    }
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
