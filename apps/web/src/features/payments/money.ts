/**
 * Display of the server's decimal strings (issue 12: money never passes through a float). The web
 * only shows amounts as the server computed them; the one conversion it makes is a fraction to a
 * percentage ("0.1" -> "10"), done on the digits.
 */
export function percentOf(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = decimals.padEnd(2, '0');
  const integer = `${whole}${digits.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = digits.slice(2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}

/** Whether a decimal string is zero ("0", "0.000"): no tax line is shown then. */
export const isZero = (value: string) => /^0*(\.0*)?$/.test(value);
