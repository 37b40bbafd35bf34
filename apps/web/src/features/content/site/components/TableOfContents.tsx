import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TocEntry } from '../toc';

/** The page's headings as anchor links; sub-sections indented under their section. */
export function TableOfContents({ entries, title }: { entries: TocEntry[]; title: string }) {
  if (entries.length === 0) return null;
  return (
    <Stack component="nav" aria-label={title} spacing={0.75} data-testid="docs-toc">
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {entries.map((entry) => (
        <Link
          key={entry.id}
          href={`#${entry.id}`}
          underline="hover"
          color="text.secondary"
          variant="body2"
          sx={{ pl: (entry.level - 2) * 1.5 }}
        >
          {entry.text}
        </Link>
      ))}
    </Stack>
  );
}
