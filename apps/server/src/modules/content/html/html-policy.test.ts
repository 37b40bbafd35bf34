import { describe, expect, it } from 'vitest';
import { cleanContentHtml, EXTERNAL_LINK_REL } from './html-policy';

describe('the content HTML policy', () => {
  it.each([
    [
      'headings and marks',
      '<h1>T</h1><h6>t</h6><p><strong>b</strong> <em>i</em> <s>s</s> <sub>2</sub><kbd>K</kbd></p>',
    ],
    ['lists', '<ol start="3"><li>a</li></ol><ul><li>b</li></ul>'],
    ['a quote and a rule', '<blockquote><p>q</p></blockquote><hr />'],
    ['a code block with its language', '<pre><code class="language-typescript">let a;</code></pre>'],
    [
      'every callout',
      '<aside class="callout callout-info">i</aside><aside class="callout callout-danger">d</aside>',
    ],
    ['a figure', '<figure><img src="/files/a.png" alt="A" /><figcaption>A</figcaption></figure>'],
    [
      'a table',
      '<table><caption>c</caption><tr><th scope="col" colspan="2">h</th></tr><tr><td rowspan="2">d</td></tr></table>',
    ],
    [
      'links on the site and mail',
      '<a href="/docs/intro" title="Intro">in</a> <a href="mailto:help@example.com">mail</a> <a href="#top">top</a>',
    ],
  ])('keeps %s as written', (_, html) => {
    expect(cleanContentHtml(html)).toBe(html);
  });

  it('marks every link off the site and drops the rel and target written by hand', () => {
    expect(cleanContentHtml('<a href="HTTP://example.com" rel="opener" target="_blank">x</a>')).toBe(
      `<a href="HTTP://example.com" rel="${EXTERNAL_LINK_REL}">x</a>`,
    );
    expect(cleanContentHtml('<a href="/in" rel="opener">y</a>')).toBe('<a href="/in">y</a>');
  });

  it('keeps images served by the site only', () => {
    expect(cleanContentHtml('<img src="/api/core/content/files/a.png" width="10">')).toBe(
      '<img src="/api/core/content/files/a.png" width="10" />',
    );
    for (const src of [
      'https://cdn.example.com/a.png',
      'http://example.com/a.png',
      '//example.com/a.png',
      'data:image/png;base64,AA',
      'a.png',
    ])
      expect(cleanContentHtml(`<img src="${src}" alt="a">`), src).toBe('');
  });

  it('keeps only language classes on code and callout classes on asides', () => {
    expect(cleanContentHtml('<code class="language-js hljs x">a</code><p class="lead">p</p>')).toBe(
      '<code class="language-js">a</code><p>p</p>',
    );
    expect(cleanContentHtml('<aside class="callout evil">c</aside>')).toBe(
      '<aside class="callout">c</aside>',
    );
  });

  it.each(['noscript', 'textarea', 'template', 'iframe', 'xmp', 'noembed', 'option'])(
    'keeps the rest of the page after an unclosed <%s>',
    (tag) => {
      const cleaned = cleanContentHtml(`<p>A</p><${tag}>x<p>B</p><img src="x" onerror="alert(1)">`);
      // the words after it are kept (as markup or, where the parser reads raw text, as escaped text)
      expect(cleaned).toMatch(/^<p>A<\/p>x.*B/);
      expect(cleaned).not.toMatch(new RegExp(`<${tag}|<img`, 'i'));
    },
  );

  it('drops a script or a style with its text, even unclosed', () => {
    expect(cleanContentHtml('<p>A</p><script>alert(1)</script><p>B</p>')).toBe('<p>A</p><p>B</p>');
    expect(cleanContentHtml('<p>A</p><style>p{color:red}')).toBe('<p>A</p>');
  });

  it('escapes text that only looks like markup, and gives the same answer when cleaned twice', () => {
    const once = cleanContentHtml('a < b && c > d <p>x<script>y</script></p><div><b>open');
    expect(once).toBe('a &lt; b &amp;&amp; c &gt; d <p>x</p><b>open</b>');
    expect(cleanContentHtml(once)).toBe(once);
  });

  it("keeps the highlighter's spans inside code only, with their classes only", () => {
    expect(
      cleanContentHtml(
        '<pre><code class="language-bash"><span class="hljs-title class_ evil" style="x" onclick="y">a</span></code></pre>',
      ),
    ).toBe('<pre><code class="language-bash"><span class="hljs-title class_">a</span></code></pre>');
    expect(cleanContentHtml('<p><span class="hljs-keyword">k</span> <span>s</span></p>')).toBe('<p>k s</p>');
    // after a code element closes, spans are refused again, and a stray closing tag changes nothing
    expect(
      cleanContentHtml(
        '<code><span class="hljs-string">in</span></code></code><span class="hljs-x">out</span>',
      ),
    ).toBe('<code><span class="hljs-string">in</span></code>out');
  });

  it('keeps the filter fields block as written, and no other div', () => {
    const block = '<div data-content-block="filter-fields"></div>';
    expect(cleanContentHtml(block)).toBe(block);
    expect(
      cleanContentHtml(
        '<div data-content-block="other">a</div><div class="x" onclick="y">b</div><div data-content-block="filter-fields" style="x" onclick="y"></div><p>c</p>',
      ),
    ).toBe(`ab${block}<p>c</p>`);
  });
});
