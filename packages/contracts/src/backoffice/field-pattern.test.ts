import { describe, expect, it } from 'vitest';
import { FIELD_PATTERN_LIMITS, fieldPatternProblem, fieldPatternRefusal } from './field-pattern';

const matches = (pattern: string, value: string) => fieldPatternRefusal(pattern, value) === null;

/** Patterns a backtracking engine takes exponential time on, given a's that end without a match. */
const EXPONENTIAL_PATTERNS = ['(a+)+b', '(a|a)*b', '(a|aa)+$', '(.*a){20}'];

describe('field patterns', () => {
  it('match the whole value', () => {
    expect(matches('[0-9]{4,20}', '1234')).toBe(true);
    expect(matches('[0-9]{4,20}', 'x1234')).toBe(false);
    expect(matches('[0-9]{4,20}', '1234x')).toBe(false);
    expect(matches('a|b', 'a')).toBe(true);
    expect(matches('a|b', 'ab')).toBe(false);
    expect(matches('[A-Z]{3}', 'USD')).toBe(true);
    expect(matches('\\p{L}+', 'Tiếng')).toBe(true);
    expect(matches('.', '😀')).toBe(true);
  });

  it("read JavaScript's escapes as operators write them", () => {
    expect(fieldPatternProblem('\\u0041\\u{1F600}')).toBeNull();
    expect(matches('\\u0041\\u{1F600}', 'A😀')).toBe(true);
    expect(matches('a\\/b', 'a/b')).toBe(true);
    expect(matches('\\\\1', '\\1')).toBe(true);
  });

  it('answer a pattern that backtracks exponentially, at the longest value it is run on', () => {
    expect(fieldPatternProblem('(a+)+b')).toBeNull();
    // a backtracking engine would not answer these in the life of the machine: answering at all
    // proves the linear one (its speed is measured by `npm run bench -- field-pattern`)
    for (const pattern of EXPONENTIAL_PATTERNS) {
      const value = `${'a'.repeat(FIELD_PATTERN_LIMITS.inputLength - 1)}!`;
      expect(matches(pattern, value), pattern).toBe(false);
    }
    expect(matches('(a+)+b', `${'a'.repeat(28)}b`)).toBe(true);
  });

  it('refuse values longer than a pattern is run on, as too long', () => {
    const long = 'a'.repeat(FIELD_PATTERN_LIMITS.inputLength + 1);
    expect(fieldPatternRefusal('a+', long)).toBe('fieldTooLong');
    expect(fieldPatternRefusal('a+', long.slice(1))).toBeNull();
  });

  it('refuse backreferences and lookaround, which a linear-time engine cannot run', () => {
    for (const pattern of [
      '(a)\\1',
      '(?<x>a)\\k<x>',
      '(a)[\\\\]\\1',
      '(?=a)a',
      '(?!a)b',
      '(?<=a)b',
      '(?<!a)b',
    ])
      expect(fieldPatternProblem(pattern), pattern).toBe('patternUnsupported');
  });

  it('refuse patterns too large to run cheaply', () => {
    for (const pattern of ['a{1001}', '.{1,330}.{1,330}.{1,330}', '((a{1,50}){1,50}){1,50}'])
      expect(fieldPatternProblem(pattern), pattern).toBe('patternTooComplex');
  });

  it('refuse patterns that do not compile, and let no value match them', () => {
    for (const pattern of ['(', 'a)|(b', '[z-a]', 'a**', '\\k', '(?i)a'])
      expect(fieldPatternProblem(pattern), pattern).toBe('invalidValue');
    expect(fieldPatternRefusal('(', '(')).toBe('patternMismatch');
  });
});
