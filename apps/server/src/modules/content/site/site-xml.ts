/** Text made safe in XML (sitemap, feeds): markup characters escaped, characters XML forbids dropped. */
export const escapeXml = (s: string): string =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
