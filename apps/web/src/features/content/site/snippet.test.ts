import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('a search snippet', () => {
  it('marks the matched words and reads the escaped text as text', () => {
    expect(snippetParts('Build a <mark>filter</mark> with &lt;script&gt; &amp; <mark>lọc</mark>.')).toEqual([
      { text: 'Build a ', marked: false },
      { text: 'filter', marked: true },
      { text: ' with <script> & ', marked: false },
      { text: 'lọc', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('keeps tags it does not expect as text and runs nothing', () => {
    const flag = globalThis as { snippetRan?: boolean };
    const parts = snippetParts('<img src=x onerror="globalThis.snippetRan=true">a<mark>b');
    expect(flag.snippetRan).toBeUndefined();
    expect(parts).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: true },
    ]);
  });
});
