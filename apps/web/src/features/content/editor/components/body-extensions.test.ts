import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from '../code-languages';
import { bodyText } from '../content-form';
import { bodyExtensions } from './body-extensions';

let editor: Editor | undefined;
const make = (content: string) => {
  editor = new Editor({ extensions: bodyExtensions(), content });
  return editor;
};
afterEach(() => editor?.destroy());

describe('the body editor', () => {
  it('writes the language the picker sets as the class the server highlights by', () => {
    for (const language of CODE_LANGUAGES) {
      const e = make('<p>echo hi</p>');
      e.chain().selectAll().setCodeBlock({ language }).run();
      expect(bodyText(e.getHTML())).toBe(`<pre><code class="language-${language}">echo hi</code></pre>`);
      e.destroy();
    }
  });

  it("reads back a saved block's language and its code without the highlighter's spans", () => {
    const e = make(
      '<pre><code class="language-json hljs"><span class="hljs-attr">"a"</span>: <span class="hljs-number">1</span></code></pre>',
    );
    expect(e.getHTML()).toBe('<pre><code class="language-json">"a": 1</code></pre>');
  });

  it('keeps callouts with their tone and the generated fields block', () => {
    const html =
      '<aside class="callout callout-warning"><p>Careful</p></aside><div data-content-block="filter-fields"></div><p>after</p>';
    expect(make(html).getHTML()).toBe(html);
  });

  it('wraps blocks in a callout and changes its tone', () => {
    const e = make('<p>Note</p>');
    e.chain().selectAll().setCallout('tip').run();
    expect(bodyText(e.getHTML())).toBe('<aside class="callout callout-tip"><p>Note</p></aside>');
    e.chain().setTextSelection(2).setCallout('danger').run();
    expect(bodyText(e.getHTML())).toBe('<aside class="callout callout-danger"><p>Note</p></aside>');
  });

  it('keeps images from the file store and tables, and drops links the server would refuse', () => {
    const e = make(
      '<p><a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p><img src="/api/core/content/files/abc" alt="Chart">',
    );
    const html = e.getHTML();
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('<img src="/api/core/content/files/abc" alt="Chart">');
    e.commands.insertTable({ rows: 2, cols: 2, withHeaderRow: true });
    expect(e.getHTML()).toMatch(/<table[^>]*>.*<th[^>]*>.*<td[^>]*>/s);
  });
});
