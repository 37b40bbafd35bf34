import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('logger', () => {
  it('redacts credentials carried in query parameters', () => {
    expect(redactUrl('/api/core/ws?token=eyJabc.def&channel=x')).toBe(
      '/api/core/ws?token=[redacted]&channel=x',
    );
    expect(redactUrl('/x?a=1&accessToken=zzz')).toBe('/x?a=1&accessToken=[redacted]');
  });

  it('leaves other URLs untouched', () => {
    expect(redactUrl('/api/core/markets?search=BTC&page=2')).toBe('/api/core/markets?search=BTC&page=2');
  });
});
