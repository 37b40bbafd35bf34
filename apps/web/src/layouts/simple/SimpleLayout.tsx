import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Logo } from '../../components/Logo';
import { HeaderTools } from '../HeaderTools';
import { PageOutlet } from '../PageOutlet';

/** Status pages (coming soon, maintenance, 404, 500): the logo, the language and settings, the message. */
export function SimpleLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        component="header"
        sx={{ alignItems: 'center', px: { xs: 2, md: 5 }, height: { xs: 64, md: 88 } }}
      >
        <Logo />
        <HeaderTools />
      </Stack>
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 6 }}
      >
        <PageOutlet />
      </Box>
    </Box>
  );
}
