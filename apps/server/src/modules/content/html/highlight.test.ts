import { describe, expect, it } from 'vitest';
import { prepareContentHtml } from './content-html';

describe('code blocks highlighted when a body is saved', () => {
  it('highlights a bash block', () => {
    expect(prepareContentHtml('<pre><code class="language-bash">echo "$HOME" # home\nls</code></pre>')).toBe(
      '<pre><code class="language-bash"><span class="hljs-built_in">echo</span> ' +
        '<span class="hljs-string">"<span class="hljs-variable">$HOME</span>"</span> ' +
        '<span class="hljs-comment"># home</span>\n<span class="hljs-built_in">ls</span></code></pre>',
    );
  });

  it('highlights a json block, its text escaped', () => {
    expect(
      prepareContentHtml('<pre><code class="language-json">{"a": 1, "b": "&lt;i&gt;"}</code></pre>'),
    ).toBe(
      '<pre><code class="language-json"><span class="hljs-punctuation">{</span>' +
        '<span class="hljs-attr">"a"</span><span class="hljs-punctuation">:</span> ' +
        '<span class="hljs-number">1</span><span class="hljs-punctuation">,</span> ' +
        '<span class="hljs-attr">"b"</span><span class="hljs-punctuation">:</span> ' +
        '<span class="hljs-string">"&lt;i&gt;"</span><span class="hljs-punctuation">}</span></code></pre>',
    );
  });

  it('names a language by its name in the spec', () => {
    expect(prepareContentHtml('<pre><code class="language-js">let a</code></pre>')).toBe(
      '<pre><code class="language-javascript"><span class="hljs-keyword">let</span> a</code></pre>',
    );
    expect(prepareContentHtml('<pre><code class="language-shell">cd</code></pre>')).toContain(
      '<code class="language-bash"><span class="hljs-built_in">cd</span>',
    );
    expect(prepareContentHtml('<pre><code class="language-xml">&lt;b&gt;</code></pre>')).toContain(
      '<code class="language-html"><span class="hljs-tag">',
    );
  });

  it('comes out the same when saved again', () => {
    for (const language of ['javascript', 'jsx', 'sh', 'bash', 'html', 'scss', 'css', 'json']) {
      const code =
        'const a = { "b": [1, true] }; // c\n$x: red; .y:hover { color: $x }\n&lt;p class="z"&gt;echo "$HOME"&lt;/p&gt;';
      const once = prepareContentHtml(
        `<p>before</p><pre><code class="language-${language}">${code}</code></pre>`,
      );
      expect(once, language).toContain('<span class="hljs-');
      expect(prepareContentHtml(once), language).toBe(once);
    }
  });

  it('leaves a block in another language, or none, as plain text', () => {
    expect(
      prepareContentHtml(
        '<pre><code class="language-python">def f(): <span class="hljs-keyword">x</span></code></pre>',
      ),
    ).toBe('<pre><code class="language-python">def f(): x</code></pre>');
    expect(prepareContentHtml('<pre><code>a <b>b</b> &lt;c&gt;</code></pre>')).toBe(
      '<pre><code>a b &lt;c&gt;</code></pre>',
    );
    // inline code is not a block
    expect(prepareContentHtml('<p><code class="language-js">let</code></p>')).toBe(
      '<p><code class="language-js">let</code></p>',
    );
  });

  it('keeps what a block holds as text, whatever it looks like', () => {
    for (const language of ['html', 'javascript', 'unknown']) {
      const saved = prepareContentHtml(
        `<pre><code class="language-${language}">&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</code></pre><p>after</p>`,
      );
      expect(saved, language).not.toMatch(/<script|<img|<\/code><\/pre><script/);
      expect(saved.replace(/<[^>]*>/g, ''), language).toBe(
        '&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;after',
      );
    }
    // real markup inside a block is cleaned first: its script goes, its text stays text
    expect(
      prepareContentHtml('<pre><code class="language-bash">a</code><script>alert(1)</script>b</pre>'),
    ).toBe('<pre><code class="language-bash">a</code>b</pre>');
  });

  it('empties the filter fields block, made when the page is read', () => {
    expect(prepareContentHtml('<div data-content-block="filter-fields"><p>old list</p></div><p>x</p>')).toBe(
      '<div data-content-block="filter-fields"></div><p>x</p>',
    );
  });
});
