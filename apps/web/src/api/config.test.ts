import { SERVICE_PREFIX_META } from '@bitdata/contracts/constants/web';
import { describe, expect, it } from 'vitest';
import { readServicePrefix } from './config';

const page = (content?: string) => {
  const doc = document.implementation.createHTMLDocument('page');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = SERVICE_PREFIX_META;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};

describe('readServicePrefix', () => {
  it('reads the prefix the server wrote into the page', () => {
    expect(readServicePrefix(page('trade'))).toBe('trade');
    expect(readServicePrefix(page(' core-2 '))).toBe('core-2');
  });

  it("falls back to core without a tag or with a value the server's rule would refuse", () => {
    expect(readServicePrefix(page())).toBe('core');
    expect(readServicePrefix(page(''))).toBe('core');
    expect(readServicePrefix(page('../evil'))).toBe('core');
    expect(readServicePrefix(page('Core'))).toBe('core');
  });
});
