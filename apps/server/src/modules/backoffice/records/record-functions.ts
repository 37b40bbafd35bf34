import type { FieldFunction } from '@bitdata/contracts';

/**
 * The fixed list of functions a `function` field is computed by (FIELD_FUNCTIONS), from the record's
 * other values in the order the field names them. Undefined: nothing to store (no usable argument).
 */
export function computeField(name: FieldFunction, args: unknown[], nowIso: string): unknown {
  const present = args.filter((a) => a !== undefined && a !== null && a !== '');
  const numbers = present.map(Number).filter((n) => Number.isFinite(n));
  switch (name) {
    case 'now':
      return nowIso;
    case 'concat':
      return present.length ? present.map(String).join(' ') : undefined;
    case 'sum':
      return numbers.length ? numbers.reduce((a, b) => a + b, 0) : undefined;
    case 'product':
      return numbers.length ? numbers.reduce((a, b) => a * b, 1) : undefined;
    case 'upper':
      return present.length ? String(present[0]).toUpperCase() : undefined;
    case 'lower':
      return present.length ? String(present[0]).toLowerCase() : undefined;
    case 'slug':
      return present.length
        ? present
            .map(String)
            .join(' ')
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '')
            .replace(/đ/gi, 'd')
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-+|-+$/g, '')
        : undefined;
  }
}
