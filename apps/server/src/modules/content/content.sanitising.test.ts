import type { ContentItem } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../test/harness';
import { type ContentTestApp, contentTestApp, item } from './content.test-helpers';
import { EXTERNAL_LINK_REL } from './html/html-policy';

/** Bodies an attacker would write, each with the words that must survive the cleaning. */
const HOSTILE: Array<[name: string, html: string, words: string[]]> = [
  ['a script inside a paragraph', '<p>Hello<script>alert(1)</script> world</p>', ['Hello', 'world']],
  ['an image with onerror', '<img src=x onerror=alert(1)>Caption', ['Caption']],
  ['a javascript: link', '<a href="javascript:alert(1)">Click me</a>', ['Click me']],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">Mixed case</a>', ['Mixed case']],
  [
    'a javascript: link split by an entity tab',
    '<a href="jav&#x09;ascript:alert(1)">Entity tab</a>',
    ['Entity tab'],
  ],
  [
    'a javascript: link spelt in entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Encoded</a>',
    ['Encoded'],
  ],
  [
    'a link led by an entity control character',
    '<a href="&#14; javascript:alert(1)">Control</a>',
    ['Control'],
  ],
  [
    'an SVG with a script and onload',
    '<svg onload=alert(1)><script>alert(2)</script><text>Vector text</text></svg>',
    ['Vector text'],
  ],
  [
    'a style element',
    '<style>p{background:url(javascript:alert(1))}</style><p>Styled away</p>',
    ['Styled away'],
  ],
  [
    'style and handler attributes',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">Inline</p>',
    ['Inline'],
  ],
  ['an iframe', '<iframe src="javascript:alert(1)"></iframe><p>After frame</p>', ['After frame']],
  ['unclosed nesting', '<div><p>Unclosed <b>nesting <i>deep</div>', ['Unclosed', 'nesting', 'deep']],
  [
    'a tag split around a script',
    '<<script>script>alert(1)<</script>/script><p>Split tag</p>',
    ['Split tag'],
  ],
  ['a script name around a script', '<scr<script>ipt>alert(1)</script><p>Nested name</p>', ['Nested name']],
  ['markup written as entities', '&lt;script&gt;alert(1)&lt;/script&gt; Escaped text', ['Escaped text']],
  [
    'a data: image',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">Data image',
    ['Data image'],
  ],
  [
    'a data: link',
    '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">Data link</a>',
    ['Data link'],
  ],
  [
    'a form with an autofocus handler',
    '<form action="javascript:alert(1)"><input onfocus=alert(1) autofocus><button>Press</button></form>',
    ['Press'],
  ],
  [
    'details with ontoggle and a base element',
    '<base href="javascript:alert(1)//"><details open ontoggle=alert(1)><summary>Sum</summary>Details text</details>',
    ['Sum', 'Details text'],
  ],
  [
    'a script hidden in a comment and a meta refresh',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Before<!-- <script>alert(1)</script> -->After</p>',
    ['Before', 'After'],
  ],
];

/** What a browser could run or load from the cleaned HTML. */
function executable(html: string): string[] {
  const found: string[] = [];
  const element =
    /<\s*(script|style|iframe|svg|math|object|embed|form|input|button|base|meta|link|details)\b/i.exec(html);
  if (element) found.push(`element ${element[1]}`);
  if (/\son[a-z]+\s*=/i.test(html)) found.push('an event handler');
  if (/\s(style|srcdoc|srcset|formaction|action)\s*=/i.test(html)) found.push('a risky attribute');
  for (const [, url] of html.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi)) {
    if (!/^(https?:\/\/|\/(?!\/)|mailto:|#)/i.test(url ?? '')) found.push(`the address ${url}`);
  }
  if (/javascript:|data:/i.test(html.replace(/&lt;|&gt;|&amp;/g, ''))) found.push('a script address');
  return found;
}

describe(`content bodies are cleaned on the server (${dialectUnderTest})`, () => {
  let c: ContentTestApp;
  beforeAll(async () => {
    c = await contentTestApp();
  });
  afterAll(() => c?.t.close());

  it.each(HOSTILE.map(([name, html, words], i) => ({ name, html, words, code: `hostile-${i}` })))(
    'answers $name without anything executable and with its words',
    async ({ html, words, code }) => {
      const made = await c.call(
        'POST',
        '/documentation',
        c.editor,
        item(code, { body: { en: html, vi: html } }),
      );
      expect(made.statusCode).toBe(201);
      const saved: ContentItem = made.json().data;
      for (const body of [saved.body.en, saved.body.vi]) {
        expect(executable(body), body).toEqual([]);
        for (const word of words) expect(body).toContain(word);
      }
      // what is stored and kept in the revision is the cleaned text, not what was sent
      const read = (await c.call('GET', `/documentation/${code}`, c.editor)).json().data;
      expect(read.body).toEqual(saved.body);
      const revision = (await c.call('GET', `/documentation/${code}/revisions`, c.editor)).json().data[0];
      expect(revision.content.body).toEqual(saved.body);
    },
  );

  it('keeps the allowed elements of a page and marks links off the site', async () => {
    const html =
      '<h2>Setup</h2><p>Read <a href="https://example.com/guide">the guide</a> or <a href="/docs/intro">the intro</a>.</p>' +
      '<pre><code class="language-ts">const a = 1;</code></pre><aside class="callout callout-warning">Careful</aside>' +
      '<table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Basic</td></tr></tbody></table>' +
      '<img src="/api/core/content/files/chart.png" alt="Chart">';
    const made = await c.call(
      'POST',
      '/documentation',
      c.editor,
      item('allowed', { body: { en: html, vi: '' } }),
    );
    expect(made.json().data.body.en).toBe(
      html
        .replace(
          'href="https://example.com/guide"',
          `href="https://example.com/guide" rel="${EXTERNAL_LINK_REL}"`,
        )
        .replace('alt="Chart">', 'alt="Chart" />'),
    );
  });
});
