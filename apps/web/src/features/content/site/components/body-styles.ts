import { alpha, type Theme } from '@mui/material/styles';

/**
 * The colours of highlighted code: the server marks each token with highlight.js's class names
 * (`hljs-keyword`, `hljs-string`...), and these two palettes (GitHub's light and dark) colour them,
 * each contrasting with its code background.
 */
const CODE_COLOURS = {
  light: {
    background: '#f6f8fa',
    text: '#1f2328',
    keyword: '#cf222e',
    string: '#0a3069',
    number: '#0550ae',
    comment: '#59636e',
    title: '#6639ba',
    attr: '#0550ae',
    variable: '#953800',
    tag: '#116329',
    meta: '#59636e',
    deletion: '#82071e',
    addition: '#116329',
  },
  dark: {
    background: '#161b22',
    text: '#e6edf3',
    keyword: '#ff7b72',
    string: '#a5d6ff',
    number: '#79c0ff',
    comment: '#8b949e',
    title: '#d2a8ff',
    attr: '#79c0ff',
    variable: '#ffa657',
    tag: '#7ee787',
    meta: '#8b949e',
    deletion: '#ffdcd7',
    addition: '#aff5b4',
  },
} as const;

const CALLOUTS = ['info', 'tip', 'warning', 'danger'] as const;
const CALLOUT_COLOUR = { info: 'info', tip: 'success', warning: 'warning', danger: 'error' } as const;

/** How an item's cleaned HTML reads on the site: text, headings, lists, tables, code, callouts. */
export function contentBodyStyles(theme: Theme) {
  const code = CODE_COLOURS[theme.palette.mode === 'dark' ? 'dark' : 'light'];
  const callouts = Object.fromEntries(
    CALLOUTS.map((kind) => {
      const colour = theme.palette[CALLOUT_COLOUR[kind]];
      return [
        `& aside.callout-${kind}`,
        { borderLeftColor: colour.main, backgroundColor: alpha(colour.main, 0.08) },
      ];
    }),
  );
  return {
    ...theme.typography.body1,
    lineHeight: 1.75,
    overflowWrap: 'anywhere' as const,
    '& > :first-child': { marginTop: 0 },
    '& h1, & h2, & h3, & h4, & h5, & h6': {
      scrollMarginTop: 96,
      lineHeight: 1.3,
      marginTop: theme.spacing(4),
      marginBottom: theme.spacing(1.5),
    },
    '& h1': theme.typography.h3,
    '& h2': theme.typography.h4,
    '& h3': theme.typography.h5,
    '& h4': theme.typography.h6,
    '& h5, & h6': theme.typography.subtitle1,
    '& p': { marginTop: 0, marginBottom: theme.spacing(2) },
    '& ul, & ol': { paddingLeft: theme.spacing(3), marginBottom: theme.spacing(2) },
    '& li': { marginBottom: theme.spacing(0.5) },
    '& a': { color: theme.palette.primary.main, textUnderlineOffset: 3 },
    '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: theme.spacing(1) },
    '& figure': { margin: theme.spacing(3, 0) },
    '& figcaption': { ...theme.typography.caption, color: theme.palette.text.secondary, marginTop: 4 },
    '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, margin: theme.spacing(4, 0) },
    '& blockquote': {
      margin: theme.spacing(2, 0),
      padding: theme.spacing(0.5, 2),
      borderLeft: `4px solid ${theme.palette.divider}`,
      color: theme.palette.text.secondary,
    },
    '& aside.callout': {
      margin: theme.spacing(2, 0),
      padding: theme.spacing(1.5, 2),
      borderLeft: `4px solid ${theme.palette.info.main}`,
      borderRadius: theme.spacing(0.5),
      '& > :last-child': { marginBottom: 0 },
    },
    ...callouts,
    '& mark': {
      backgroundColor: alpha(theme.palette.warning.main, 0.35),
      color: 'inherit',
      borderRadius: 2,
    },
    '& kbd': {
      fontFamily: 'monospace',
      fontSize: '0.875em',
      padding: '1px 6px',
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: 4,
    },
    // inline code, then whole blocks
    '& :not(pre) > code': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.875em',
      padding: '2px 6px',
      borderRadius: 4,
      backgroundColor: code.background,
      color: code.text,
    },
    '& pre': {
      margin: theme.spacing(2, 0),
      padding: theme.spacing(2),
      overflowX: 'auto',
      borderRadius: theme.spacing(1),
      backgroundColor: code.background,
      color: code.text,
      border: `1px solid ${theme.palette.divider}`,
      fontSize: '0.875rem',
      lineHeight: 1.6,
      '& code': {
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        background: 'none',
      },
    },
    '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in, & .hljs-type, & .hljs-doctag, & .hljs-template-tag':
      { color: code.keyword },
    '& .hljs-string, & .hljs-regexp, & .hljs-meta .hljs-string, & .hljs-char.escape_': { color: code.string },
    '& .hljs-number, & .hljs-literal, & .hljs-symbol, & .hljs-bullet, & .hljs-link': { color: code.number },
    '& .hljs-comment, & .hljs-quote': { color: code.comment, fontStyle: 'italic' },
    '& .hljs-title, & .hljs-title.class_, & .hljs-title.function_, & .hljs-section': { color: code.title },
    '& .hljs-attr, & .hljs-attribute, & .hljs-property, & .hljs-selector-attr, & .hljs-selector-class, & .hljs-selector-id, & .hljs-selector-pseudo':
      { color: code.attr },
    '& .hljs-variable, & .hljs-template-variable, & .hljs-params, & .hljs-subst': { color: code.variable },
    '& .hljs-name, & .hljs-tag': { color: code.tag },
    '& .hljs-meta, & .hljs-operator, & .hljs-punctuation': { color: code.meta },
    '& .hljs-deletion': { color: code.deletion },
    '& .hljs-addition': { color: code.addition },
    '& .hljs-emphasis': { fontStyle: 'italic' },
    '& .hljs-strong': { fontWeight: 700 },
    // the generated fields list and any other table: scrolls sideways on a phone rather than overflowing
    '& table': {
      display: 'block',
      maxWidth: '100%',
      overflowX: 'auto',
      borderCollapse: 'collapse' as const,
      margin: theme.spacing(2, 0),
      fontSize: '0.875rem',
    },
    '& caption': { ...theme.typography.caption, captionSide: 'bottom' as const, textAlign: 'left' as const },
    '& th, & td': {
      border: `1px solid ${theme.palette.divider}`,
      padding: theme.spacing(1, 1.5),
      textAlign: 'left' as const,
      verticalAlign: 'top' as const,
    },
    '& th': { backgroundColor: theme.palette.action.hover, fontWeight: 600 },
    '& tbody tr:nth-of-type(even)': { backgroundColor: alpha(theme.palette.action.hover, 0.5) },
  };
}
