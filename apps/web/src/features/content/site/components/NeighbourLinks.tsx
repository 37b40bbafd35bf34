import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type ContentLanguage, pickText } from '../localize';

interface Neighbour {
  code: string;
  title: { en: string; vi: string };
}

interface Props {
  previous: Neighbour | null | undefined;
  next: Neighbour | null | undefined;
  /** The page of a neighbour. */
  pathOf: (code: string) => string;
  lang: ContentLanguage;
  /** The navigation's accessible name, and the words above each link. */
  labels: { nav: string; previous: string; next: string };
  /** `<testId>` on the navigation, `<testId>-previous` / `-next`... as the page names them. */
  testIds: { nav: string; previous: string; next: string };
}

/** The previous and next item of a page (news by date, documentation in tree order), each by its title. */
export function NeighbourLinks({ previous, next, pathOf, lang, labels, testIds }: Props) {
  if (!previous && !next) return null;
  const link = (item: Neighbour, side: 'previous' | 'next') => (
    <Button
      component={RouterLink}
      to={pathOf(item.code)}
      {...(side === 'previous' ? { startIcon: <ArrowBackIcon /> } : { endIcon: <ArrowForwardIcon /> })}
      sx={
        side === 'previous'
          ? { justifyContent: 'flex-start', textAlign: 'left' }
          : { justifyContent: 'flex-end', textAlign: 'right' }
      }
      data-testid={testIds[side]}
    >
      <span>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {labels[side]}
        </Typography>
        {pickText(item.title, lang)}
      </span>
    </Button>
  );
  return (
    <>
      <Divider sx={{ my: 4 }} />
      <Stack
        component="nav"
        aria-label={labels.nav}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
        data-testid={testIds.nav}
      >
        {previous ? link(previous, 'previous') : <span />}
        {next && link(next, 'next')}
      </Stack>
    </>
  );
}
