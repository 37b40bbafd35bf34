import type { FilterField } from '@bitdata/contracts';
import { describe, expect, it } from 'vitest';
import { listFields } from '../../screener';
import { expandContentBlocks } from './content-blocks';

const MARKER = '<div data-content-block="filter-fields"></div>';
const page = (inside: string) => `<h2>Fields</h2><p>Before.</p>${inside}<p>After.</p>`;

/** A field as the catalogue would describe it, with words given. */
const field = (name: string, words: Partial<FilterField> = {}): FilterField => ({
  name,
  group: 'momentum',
  valueKind: 'oscillator',
  kind: 'number',
  operators: ['isLessThan', 'crossesAbove'],
  codes: null,
  codeLabels: null,
  name_en: `${name} in English`,
  name_vi: `${name} bằng tiếng Việt`,
  label_en: name.toUpperCase(),
  label_vi: name.toUpperCase(),
  description_en: `What ${name} measures.`,
  description_vi: `${name} đo điều gì.`,
  ...words,
});

describe('content blocks: the filter fields list', () => {
  it('lists every field GET /filters/fields answers, in the body’s language', () => {
    const fields = listFields();
    const en = expandContentBlocks(page(MARKER), 'en');
    const vi = expandContentBlocks(page(MARKER), 'vi');
    for (const f of fields) {
      expect(en).toContain(`<td><code>${f.name}</code></td>`);
      expect(vi).toContain(`<td><code>${f.name}</code></td>`);
    }
    const rsi = fields.find((f) => f.name === 'rsi') as FilterField;
    expect(en).toContain(rsi.name_en);
    expect(en).not.toContain(rsi.name_vi);
    expect(vi).toContain(rsi.name_vi);
    expect(en).toContain('<th>Operators</th>');
    expect(vi).toContain('<th>Toán tử</th>');
    expect(vi).toContain('<code>crossesAbove</code> (cắt lên trên)');
    // the words around the block stay where they were
    expect(
      en.startsWith('<h2>Fields</h2><p>Before.</p><div data-content-block="filter-fields"><table>'),
    ).toBe(true);
    expect(en.endsWith('</table></div><p>After.</p>')).toBe(true);
  });

  it('shows a field added to the catalogue, with no page edited', () => {
    const grown = [...listFields(), field('obvTrend', { name_en: 'On-balance volume trend' })];
    const before = expandContentBlocks(page(MARKER), 'en');
    const after = expandContentBlocks(page(MARKER), 'en', grown);
    expect(before).not.toContain('obvTrend');
    expect(after).toContain('<td><code>obvTrend</code></td>');
    expect(after).toContain('On-balance volume trend (OBVTREND)');
    expect(expandContentBlocks(page(MARKER), 'vi', grown)).toContain('obvTrend bằng tiếng Việt');
  });

  it('escapes every text of the catalogue', () => {
    const hostile = field('x<img src=x onerror=alert(1)>', {
      group: '<b>group</b>',
      name_en: '<script>alert("name")</script>',
      label_en: 'A & B',
      description_en: `Quotes " and ' and <tags>`,
    });
    const html = expandContentBlocks(MARKER, 'en', [hostile]);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<tags>');
    expect(html).toContain('<code>x&lt;img src=x onerror=alert(1)&gt;</code>');
    expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; (A &amp; B)');
    expect(html).toContain('Quotes &quot; and &#39; and &lt;tags&gt;');
    expect(html).toContain('&lt;b&gt;group&lt;/b&gt;');
  });

  it('refills a block an earlier read filled, and leaves other bodies as they are', () => {
    const once = expandContentBlocks(page(MARKER), 'en', [field('first')]);
    // an editor saved the page as read: the next read shows today's catalogue, not the stored one
    const again = expandContentBlocks(once, 'en', [field('second')]);
    expect(again).toContain('<code>second</code>');
    expect(again).not.toContain('<code>first</code>');
    expect(again.match(/data-content-block/g)).toHaveLength(1);
    expect(expandContentBlocks(once, 'en', [field('first')])).toBe(once);
    const plain = '<p>No block here, only <code>data</code>.</p>';
    expect(expandContentBlocks(plain, 'en')).toBe(plain);
    const other = '<div data-content-block="something-else"></div>';
    expect(expandContentBlocks(other, 'en')).toBe(other);
  });
});
