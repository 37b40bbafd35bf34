import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useContentSearch } from '../../api';
import { useContentLanguage } from '../localize';
import { publicPathOf } from '../paths';
import { snippetParts } from '../snippet';
import { CONTENT_SITE_NS } from '../texts';

/** Typing pauses this long (ms) before a search is sent. */
const TYPING_PAUSE = 300;
const SHORTEST_QUERY = 2;

/**
 * Search over the published news, documentation and FAQ in the reader's language: the results open
 * under the box (title, kind, the passage with the matched words marked), each a link. Escape closes
 * them; Tab moves through them.
 */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const lang = useContentLanguage();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), TYPING_PAUSE);
    return () => window.clearTimeout(timer);
  }, [text]);

  const enabled = q.length >= SHORTEST_QUERY;
  const search = useContentSearch({ q, lang, pageSize: 8 }, enabled);
  const showing = open && enabled;

  return (
    <Box
      role="search"
      sx={{ position: 'relative', width: '100%', maxWidth: 520 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <TextField
        fullWidth
        size="small"
        type="search"
        value={text}
        autoFocus={autoFocus}
        placeholder={t('search.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-label': t('search.label'),
            'aria-controls': showing ? listId : undefined,
            'aria-expanded': showing,
            'data-testid': 'content-search-input',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {showing && (
        <Paper
          elevation={8}
          id={listId}
          role="region"
          aria-label={t('search.results')}
          data-testid="content-search-results"
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            zIndex: (theme) => theme.zIndex.modal,
            maxHeight: '60vh',
            overflowY: 'auto',
          }}
        >
          {search.isError ? (
            <Typography sx={{ p: 2, color: 'error.main' }}>{t('search.failed')}</Typography>
          ) : !search.data || search.isPlaceholderData ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }} aria-live="polite">
              {t('search.searching')}
            </Typography>
          ) : search.data.data.length === 0 ? (
            <Typography
              sx={{ p: 2, color: 'text.secondary' }}
              aria-live="polite"
              data-testid="content-search-empty"
            >
              {t('search.empty', { q })}
            </Typography>
          ) : (
            <List dense aria-live="polite">
              {search.data.data.map((hit) => (
                <ListItem
                  key={`${hit.kind}/${hit.code}`}
                  sx={{ display: 'block', py: 1 }}
                  data-testid="content-search-hit"
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Link
                      component={RouterLink}
                      to={publicPathOf(hit.kind, hit.code)}
                      onClick={() => setOpen(false)}
                      sx={{ fontWeight: 600 }}
                    >
                      {hit.title}
                    </Link>
                    <Chip size="small" variant="outlined" label={t(`search.kinds.${hit.kind}`)} />
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    <SnippetText snippet={hit.snippet} />
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}

/** A hit's passage: the matched words marked, everything else plain text. */
function SnippetText({ snippet }: { snippet: string }) {
  let offset = 0;
  return snippetParts(snippet).map((part) => {
    // a piece's place in the passage names it: the same word may come twice
    const key = offset;
    offset += part.text.length;
    return part.marked ? (
      <Box component="mark" key={key} sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25 }}>
        {part.text}
      </Box>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}
