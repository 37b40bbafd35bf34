import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { purgeExpiredEntries } from '../../features/auth';
import { PageOutlet } from '../PageOutlet';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

export function PublicLayout() {
  // Expired local entries are removed when the public layout loads.
  useEffect(() => {
    purgeExpiredEntries();
  }, []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PublicHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <PageOutlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
