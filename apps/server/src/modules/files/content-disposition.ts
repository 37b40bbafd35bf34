/**
 * `attachment` with the name twice (RFC 6266): `filename*` carries it exactly (UTF-8,
 * percent-encoded, RFC 5987), `filename` an ASCII stand-in for old clients with quotes, backslashes
 * and anything outside printable ASCII replaced, so no name can break out of the header.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
