/**
 * The readable text of an .eml the outbox holds: nodemailer writes non-ASCII bodies (Vietnamese)
 * quoted-printable or base64, so a test decodes both before looking for words.
 */
export function mailText(eml: string): string {
  const qp = eml
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const b64 = [
    ...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${b64}`;
}
