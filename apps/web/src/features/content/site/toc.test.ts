import { describe, expect, it } from 'vitest';
import { slugOf, withHeadingIds } from './toc';

describe('the table of contents of a body', () => {
  it('gives every heading an anchor and lists the sections and sub-sections in order', () => {
    const { html, toc } = withHeadingIds(
      '<h2>Getting started</h2><p>Hi</p><h3>Create an account</h3><h4>Deep</h4><h2>Build a filter</h2>',
    );
    expect(toc).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'create-an-account', text: 'Create an account', level: 3 },
      { id: 'build-a-filter', text: 'Build a filter', level: 2 },
    ]);
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>');
    expect(html).toContain('<h4 id="deep">Deep</h4>');
    expect(html).toContain('<p>Hi</p>');
  });

  it('reads Vietnamese headings without their marks and keeps repeated ones apart', () => {
    const { toc } = withHeadingIds(
      '<h2>Lọc nâng cao</h2><h2>Đặt <em>thông báo</em></h2><h2>Lọc nâng cao</h2>',
    );
    expect(toc.map((e) => e.id)).toEqual(['loc-nang-cao', 'dat-thong-bao', 'loc-nang-cao-2']);
    expect(toc[1]?.text).toBe('Đặt thông báo');
  });

  it('never takes an id the page already uses, and names a heading without letters by the prefix', () => {
    const { toc } = withHeadingIds('<h2>Privacy</h2><h2>!!!</h2><h2>???</h2>', 'terms', new Set(['privacy']));
    expect(toc.map((e) => e.id)).toEqual(['privacy-2', 'terms', 'terms-2']);
  });

  it('runs nothing while it reads the body', () => {
    const flag = globalThis as { tocRan?: boolean };
    const { html } = withHeadingIds('<h2>A</h2><img src="x" onerror="globalThis.tocRan=true">');
    expect(flag.tocRan).toBeUndefined();
    expect(html).toContain('<h2 id="a">A</h2>');
  });

  it('lets the keyboard reach code blocks and tables, which may scroll', () => {
    const { html } = withHeadingIds('<pre><code>x</code></pre><table><tr><td>1</td></tr></table>');
    expect(html).toContain('<pre tabindex="0">');
    expect(html).toContain('<table tabindex="0">');
  });

  it('makes slugs of words', () => {
    expect(slugOf('  API for developers (v1.1) ')).toBe('api-for-developers-v1-1');
  });
});
