import Box from '@mui/material/Box';
import { contentBodyStyles } from './body-styles';

/**
 * An item's body: the HTML the server cleaned on save (its allowlist keeps nothing a browser would
 * run, so it is written into the page as it is), with headings already given their anchors.
 */
export function ContentBody({ html, lang, testId }: { html: string; lang?: string; testId?: string }) {
  return (
    <Box
      className="content-body"
      lang={lang}
      data-testid={testId ?? 'content-body'}
      sx={(theme) => contentBodyStyles(theme)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allowlist cleaned it on every write
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
