import { RE2JS, RE2JSSyntaxException } from 're2js';
import type { MessageKey } from '../messages';

/**
 * A document field's validation pattern is written by an operator and run on every value a member
 * writes, on the server's one thread. A backtracking engine let `(a+)+b` hold it for seconds on a
 * short value, so patterns run on RE2 (re2js: RE2 in plain JavaScript, the same in the browser's form
 * and on the server), whose time grows linearly with the value. RE2 has no backreferences and no
 * lookaround: a definition using them is refused when saved. What remains bounded is the pattern's
 * size (its compiled program) and the length of a value it is run on.
 */
export const FIELD_PATTERN_LIMITS = {
  /** RE2's measure of a compiled pattern; matching and compiling time grow with it. */
  programSize: 500,
  /** Longest value a pattern is run on: a longer value of a field with a pattern is too long. */
  inputLength: 1_000,
} as const;

/** Why a pattern cannot be saved. */
export type FieldPatternProblem = Extract<
  MessageKey,
  'invalidValue' | 'patternUnsupported' | 'patternTooComplex'
>;

type Compiled = { ok: true; regex: RE2JS } | { ok: false; problem: FieldPatternProblem };

/** RE2's refusals of a pattern that is valid but too large for it. */
const TOO_LARGE = new Set(['invalid repeat count', 'expression too large', 'expression nests too deeply']);

/** Whether the pattern is a JavaScript regular expression (with the u flag), the syntax operators write. */
function compilesAsJavaScript(source: string): boolean {
  try {
    // built only, never run: parsing is linear, matching is what can backtrack
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a JavaScript pattern holds a backreference (\1 to \9..., \k<name>). In u mode every such
 * escape is one, and RE2's translation would read it as a literal instead of refusing it.
 */
function hasBackreference(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== '\\') continue;
    const next = source[i + 1] ?? '';
    if (next === 'k' || (next >= '1' && next <= '9')) return true;
    i++;
  }
  return false;
}

function compile(source: string): Compiled {
  if (!compilesAsJavaScript(source)) return { ok: false, problem: 'invalidValue' };
  if (hasBackreference(source)) return { ok: false, problem: 'patternUnsupported' };
  try {
    // RE2 spells some of JavaScript's escapes otherwise (\u00e9 is \x{00e9} there): translated first
    const regex = RE2JS.compile(RE2JS.translateRegExp(source));
    if (regex.programSize() > FIELD_PATTERN_LIMITS.programSize)
      return { ok: false, problem: 'patternTooComplex' };
    return { ok: true, regex };
  } catch (error) {
    // valid JavaScript that RE2 refuses: lookaround, or a repetition too large for it
    if (error instanceof RE2JSSyntaxException && TOO_LARGE.has(error.error))
      return { ok: false, problem: 'patternTooComplex' };
    return { ok: false, problem: 'patternUnsupported' };
  }
}

/** Compiled patterns by source: every record write checks the same few patterns again. */
const compiled = new Map<string, Compiled>();
const CACHED_PATTERNS = 256;

function compiledPattern(source: string): Compiled {
  const known = compiled.get(source);
  if (known) return known;
  const fresh = compile(source);
  if (compiled.size >= CACHED_PATTERNS) compiled.delete(compiled.keys().next().value as string);
  compiled.set(source, fresh);
  return fresh;
}

/** Why a field's pattern cannot be saved (a MESSAGES key), or null when it can. */
export function fieldPatternProblem(source: string): FieldPatternProblem | null {
  const result = compiledPattern(source);
  return result.ok ? null : result.problem;
}

/**
 * Why a value breaks a field's pattern (a MESSAGES key), or null when the whole value matches. A
 * pattern that cannot be compiled matches no value.
 */
export function fieldPatternRefusal(
  source: string,
  value: string,
): Extract<MessageKey, 'fieldTooLong' | 'patternMismatch'> | null {
  if (value.length > FIELD_PATTERN_LIMITS.inputLength) return 'fieldTooLong';
  const result = compiledPattern(source);
  return result.ok && result.regex.testExact(value) ? null : 'patternMismatch';
}
