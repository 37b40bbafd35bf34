import { describe, expect, it } from 'vitest';
import { changed, diffWords, textOfHtml } from './text-diff';

describe('textOfHtml', () => {
  it('reads a body as its words, one block a line, entities decoded', () => {
    expect(
      textOfHtml(
        '<h2>Start</h2><p>Fish &amp; chips&nbsp;now</p><ul><li>one</li><li>two</li></ul><img src="/x" alt="Chart">',
      ),
    ).toBe('Start\nFish & chips now\none\ntwo\n\n[Chart]');
  });

  it('keeps the code of a highlighted block and drops its spans', () => {
    expect(
      textOfHtml('<pre><code class="language-bash"><span class="hljs-built_in">echo</span> hi</code></pre>'),
    ).toBe('echo hi');
  });
});

describe('diffWords', () => {
  it('marks the words removed and added between two texts', () => {
    expect(diffWords('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'added', text: ' jumps' },
    ]);
  });

  it('gives back both texts from its parts', () => {
    const before = 'Lọc thị trường\ntheo khung giờ 4h và 1h';
    const after = 'Lọc các thị trường\ntheo khung 1h';
    const parts = diffWords(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
    expect(changed(parts)).toBe(true);
  });

  it('finds no change in equal texts and nothing in two empty ones', () => {
    expect(changed(diffWords('same words', 'same words'))).toBe(false);
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
  });

  it('compares very long texts line by line', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `line ${i} with some words`);
    const before = lines.join('\n');
    const after = [...lines.slice(0, 1500), 'a new line', ...lines.slice(1500)].join('\n');
    const parts = diffWords(before, after);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['a new line\n']);
    expect(parts.some((p) => p.kind === 'removed')).toBe(false);
  });
});
