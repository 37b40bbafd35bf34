import { describe, expect, it } from 'vitest';
import { fold, queryWords, searchRowsOf, snippetOf } from './search-text';

describe('the words of the content search', () => {
  it('reads Vietnamese without its accents, đ as d, in lower case', () => {
    expect(fold('Bộ LỌC Đồng đều Tiếng Việt')).toBe('bo loc dong deu tieng viet');
    // decomposed marks too
    expect(fold('lo\u0323c')).toBe('loc');
  });

  it('keeps only words from a query, each once, whatever it holds', () => {
    expect(queryWords('"lọc" AND (NEAR -x:y*) lọc ^ {col}: ')).toEqual([
      'loc',
      'and',
      'near',
      'x',
      'y',
      'col',
    ]);
    expect(queryWords('"*-():^{}')).toEqual([]);
    expect(queryWords('a '.repeat(100) + 'b c d e f g h i j k l m n')).toHaveLength(12);
  });

  it('marks the matched words in the original text, accents kept, and escapes the rest', () => {
    expect(snippetOf('Bộ lọc <b> & đồng coin', ['loc', 'dong'])).toBe(
      'Bộ <mark>lọc</mark> &lt;b&gt; &amp; <mark>đồng</mark> coin',
    );
    // the last word may be the start of one
    expect(snippetOf('Đồng bộ dữ liệu', ['du', 'lie'])).toBe('Đồng bộ <mark>dữ</mark> <mark>liệu</mark>');
    expect(snippetOf('lo\u0323c x', ['loc'])).toBe('<mark>lo\u0323c</mark> x');
  });

  it('shows the passage around the first match of a long text', () => {
    const text = `${'intro '.repeat(50)}the needle is here ${'outro '.repeat(80)}`;
    const snippet = snippetOf(text, ['needle']);
    expect(snippet.startsWith('…intro')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the <mark>needle</mark> is here');
    expect(snippet.length).toBeLessThan(260);
    expect(snippetOf(text, ['absent']).startsWith('intro intro')).toBe(true);
  });

  it('indexes the body as text after the summary, the Vietnamese falling back to the English', () => {
    const [en, vi] = searchRowsOf('id', {
      title: { en: 'Filters', vi: '' },
      summary: { en: 'How to', vi: 'Cách' },
      body: { en: '<h2>Bộ</h2><p>lọc&amp;x</p>', vi: '' },
    });
    expect(en).toMatchObject({
      lang: 'en',
      title: 'Filters',
      body: 'How to Bộ lọc&x',
      folded_body: 'how to bo loc x',
    });
    expect(vi).toMatchObject({
      lang: 'vi',
      title: 'Filters',
      body: 'Cách Bộ lọc&x',
      folded_title: 'filters',
    });
  });
});
