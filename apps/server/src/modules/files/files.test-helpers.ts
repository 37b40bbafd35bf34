import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { TestApp } from '../../../test/harness';
import { bearer } from '../auth/auth.test-helpers';

/** A part of a hand-built multipart body: a field, or a file with its name. */
export type Part = { field: string; value: string } | { file: string; name: string; bytes: Uint8Array };

/** A multipart/form-data body, built by hand so tests control the parts' order and raw names. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----bitdata${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('field' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.file}"; filename="${part.name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        Buffer.from(part.bytes),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const upload = (t: TestApp, token: string, parts: Part[]) => {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/core/file/upload',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
};

export const download = (t: TestApp, token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/core/file/download', headers: bearer(token), payload });

/** Every file under a folder (the store's), recursively; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Small real samples of every accepted kind, made here rather than kept as binary fixtures. */
export async function samples(): Promise<Record<'pdf' | 'png' | 'xlsx' | 'docx' | 'txt', Uint8Array>> {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6c3d30000000049454e44ae426082',
    'hex',
  );
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Bank accounts').addRows([
    ['Bank', 'Currency'],
    ['ACB', 'VND'],
  ]);
  const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>',
  );
  const docx = await zip.generateAsync({ type: 'uint8array' });
  const txt = Buffer.from('Bank account notes\nxin chào\n', 'utf8');
  return { pdf, png, xlsx, docx, txt };
}

/** A back-office document whose records take files: what the files and backup tests upload into. */
export const BANK_ACCOUNT_DOCUMENT = 'bank-account';
export const BANK_ACCOUNT = {
  code: BANK_ACCOUNT_DOCUMENT,
  name: { en: 'Bank account', vi: 'Tài khoản ngân hàng' },
  collection: 'business',
  fields: [
    { code: 'bankName', label: { en: 'Bank name', vi: 'Tên ngân hàng' }, type: 'string', required: true },
  ],
};
