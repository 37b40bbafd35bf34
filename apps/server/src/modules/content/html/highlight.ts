import { toHtml } from 'hast-util-to-html';
import { common, createLowlight } from 'lowlight';
import { escapeHtml } from '../../../platform/html';
import { attributeOf, decodeEntities, type HtmlToken, htmlTokens } from './html-text';

/**
 * Code blocks highlighted once, on the server, when a body is saved, so no highlighter ships to
 * readers: each token of a block in one of the eight languages the editor offers for code becomes
 * `<span class="hljs-…">`, which the site's stylesheet colours in light and dark themes.
 *
 * A block is highlighted from its text, never from its markup, so a body saved again comes out the
 * same, and nothing written inside a block can become an element.
 */

/** The documentation's languages, as a block's class names them, and the grammar reading each. */
const GRAMMAR_OF = {
  javascript: 'javascript',
  jsx: 'javascript',
  sh: 'bash',
  bash: 'bash',
  html: 'xml',
  scss: 'scss',
  css: 'css',
  json: 'json',
} as const;
export type CodeLanguage = keyof typeof GRAMMAR_OF;
export const CODE_LANGUAGES = Object.keys(GRAMMAR_OF) as CodeLanguage[];

/** Other names writers (and pasted Markdown) give these languages. */
const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  xml: 'html',
  xhtml: 'html',
  htm: 'html',
  svg: 'html',
  jsonc: 'json',
};

const lowlight = createLowlight({
  javascript: common.javascript,
  bash: common.bash,
  xml: common.xml,
  scss: common.scss,
  css: common.css,
  json: common.json,
});

/** The language a block's class names, by its name in the spec; undefined for any other. */
export function codeLanguageOf(name: string): CodeLanguage | undefined {
  const lower = name.toLowerCase();
  return Object.hasOwn(GRAMMAR_OF, lower) ? (lower as CodeLanguage) : ALIASES[lower];
}

/** One block's code as highlighted HTML (the text escaped, each token in its span). */
export function highlightCode(language: CodeLanguage, code: string): string {
  return toHtml(lowlight.highlight(GRAMMAR_OF[language], code));
}

/** The language named by a code element's class (`language-xxx`), as written. */
const classLanguage = (attrs: string) =>
  /(?:^|\s)language-(\S+)/.exec(attributeOf(attrs, 'class') ?? '')?.[1];

/**
 * Cleaned HTML (html-policy.ts) with each `<pre><code>` rewritten from its text: highlighted when its
 * language is one of CODE_LANGUAGES (its class then the language's own name: `language-js` becomes
 * `language-javascript`), plain escaped text otherwise. A generated block's div is emptied: what it
 * shows is made when the page is read. Everything else is copied as it is.
 */
export function highlightCodeBlocks(html: string): string {
  const tokens = [...htmlTokens(html)];
  let out = '';
  const open: string[] = [];
  /** The tokens after `from` up to the one closing the element opened there; `at` then points past it. */
  let at = 0;
  const inside = (name: string) => {
    const from = at;
    for (let depth = 1; at < tokens.length; at++) {
      const t = tokens[at] as HtmlToken;
      if (t.type === 'open' && t.name === name && !t.selfClosing) depth++;
      if (t.type === 'close' && t.name === name && --depth === 0) break;
    }
    return tokens.slice(from, at++);
  };
  while (at < tokens.length) {
    const token = tokens[at++] as HtmlToken;
    if (token.type === 'open' && token.name === 'code' && open.at(-1) === 'pre') {
      let code = '';
      for (const t of inside('code')) {
        if (t.type === 'text') code += decodeEntities(t.raw);
        else if (t.type === 'open' && t.name === 'br') code += '\n';
      }
      const written = classLanguage(token.attrs);
      const language = written === undefined ? undefined : codeLanguageOf(written);
      out += language
        ? `<code class="language-${language}">${highlightCode(language, code)}</code>`
        : `${token.raw}${escapeHtml(code)}</code>`;
    } else if (
      token.type === 'open' &&
      token.name === 'div' &&
      attributeOf(token.attrs, 'data-content-block')
    ) {
      inside('div');
      out += `${token.raw}</div>`;
    } else {
      out += token.raw;
      if (token.type === 'open' && !token.selfClosing) open.push(token.name);
      else if (token.type === 'close') {
        const i = open.lastIndexOf(token.name);
        if (i >= 0) open.length = i;
      }
    }
  }
  return out;
}
