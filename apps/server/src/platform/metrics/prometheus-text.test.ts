import { describe, expect, it } from 'vitest';
import { parsePrometheusText, samplesOf } from './prometheus-text.test-helpers';

/** The test parser is strict: the metrics test relies on it to refuse text a Prometheus server would not read. */
describe('the Prometheus text parser of the tests', () => {
  const histogram = [
    '# HELP t_seconds Time.',
    '# TYPE t_seconds histogram',
    't_seconds_bucket{le="0.1",q="a\\"b"} 1',
    't_seconds_bucket{le="+Inf",q="a\\"b"} 2',
    't_seconds_sum{q="a\\"b"} 0.3',
    't_seconds_count{q="a\\"b"} 2',
  ];

  it('reads families, escaped labels and histogram series', () => {
    const families = parsePrometheusText(
      ['# HELP up Up.', '# TYPE up gauge', 'up 1', 'up{x="y"} NaN', '', ...histogram].join('\n'),
    );
    expect(families.get('up')?.type).toBe('gauge');
    expect(samplesOf(families, 'up', 'up', { x: 'y' })[0].value).toBeNaN();
    expect(samplesOf(families, 't_seconds', 't_seconds_count')[0]).toEqual({
      name: 't_seconds_count',
      labels: { q: 'a"b' },
      value: 2,
    });
  });

  it('refuses a family declared twice, a sample outside its family, and broken lines', () => {
    const bad = [
      '# TYPE up gauge\nup 1\n# TYPE up gauge\nup 2',
      '# TYPE up gauge\ndown 1',
      'up 1',
      '# TYPE up gauge\nup{x=y} 1',
      '# TYPE up gauge\nup{x="y} 1',
      '# TYPE up gauge\nup one',
      '# TYPE up gauge\nup 1 2 3',
      '# TYPE up meter\nup 1',
    ];
    for (const text of bad) expect(() => parsePrometheusText(text), text).toThrow();
  });

  it('refuses histogram buckets that do not add up to the count', () => {
    const text = histogram.join('\n');
    expect(() => parsePrometheusText(text.replace('_count{q="a\\"b"} 2', '_count{q="a\\"b"} 3'))).toThrow(
      /do not add up/,
    );
    expect(() =>
      parsePrometheusText(text.replace('le="+Inf",q="a\\"b"} 2', 'le="+Inf",q="a\\"b"} 0')),
    ).toThrow(/do not add up/);
  });
});
