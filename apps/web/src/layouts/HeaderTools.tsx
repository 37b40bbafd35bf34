import Stack from '@mui/material/Stack';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SettingsButton } from '../components/SettingsButton';

/** Language and settings at the end of the slim headers (auth and status pages), for visitors not signed in. */
export function HeaderTools() {
  return (
    <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
      <LanguageSwitcher />
      <SettingsButton />
    </Stack>
  );
}
