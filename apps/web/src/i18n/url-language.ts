/**
 * The language a public address asks for: `?lang=vi` or `?lang=en`, as the server's canonical and
 * hreflang links write them, so a reader following a Vietnamese link reads Vietnamese. Anything else
 * (no parameter, another value) asks for nothing.
 */
export function languageInUrl(search: string): 'en' | 'vi' | null {
  const value = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  if (value === 'en' || value === 'vi') return value;
  // the spec's other name for Vietnamese
  if (value === 'vn') return 'vi';
  return null;
}
