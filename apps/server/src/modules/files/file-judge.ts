import { FILE_KINDS, FILE_NAME_MAX, fileExtension } from '@bitdata/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';

/**
 * An uploaded name as it will be shown and offered back on download. Browsers send a base name;
 * anything naming folders ('../../etc/passwd', 'a\\b'), a control character (NUL among them) or
 * only dots is refused rather than cleaned up, so what is stored is exactly what was sent.
 */
export function checkFileName(raw: string | undefined): string {
  const name = (raw ?? '').normalize('NFC').trim();
  const bad =
    name === '' ||
    name.length > FILE_NAME_MAX ||
    /[/\\]/.test(name) ||
    /\p{Cc}/u.test(name) ||
    /^\.+$/.test(name);
  if (bad) throw AppError.of('BAD_REQUEST', 'fileNameInvalid');
  return name;
}

// file-type names the old Office formats (doc, xls) only as an OLE compound file ('cfb'): such a file
// is accepted under the type its extension names, as the ones file-type does tell apart are.
const COMPOUND_FILE = 'application/x-cfb';
const LEGACY_OFFICE = new Set(['doc', 'xls']);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * The stored type of an upload, judged by its content first (magic bytes) and then by its name
 * agreeing with it: an executable renamed .pdf is refused as what it is, a PNG named .pdf as a
 * mismatch. Plain text has no magic bytes: it is accepted as valid UTF-8 without NUL named .txt.
 */
export async function judgeFileType(name: string, bytes: Uint8Array): Promise<string> {
  const extension = fileExtension(name);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed) {
    if (!isPlainText(bytes)) throw AppError.of('UNSUPPORTED_MEDIA_TYPE', 'fileTypeNotAllowed');
    if (extension !== 'txt') throw AppError.of('UNSUPPORTED_MEDIA_TYPE', 'fileTypeMismatch', { extension });
    return 'text/plain';
  }
  if (sniffed.mime === COMPOUND_FILE && LEGACY_OFFICE.has(extension)) {
    const kind = FILE_KINDS.find((k) => (k.extensions as readonly string[]).includes(extension));
    if (kind) return kind.mimeType;
  }
  const kind = FILE_KINDS.find((k) => k.mimeType === sniffed.mime);
  if (!kind) throw AppError.of('UNSUPPORTED_MEDIA_TYPE', 'fileTypeNotAllowed', { detected: sniffed.ext });
  if (!(kind.extensions as readonly string[]).includes(extension))
    throw AppError.of('UNSUPPORTED_MEDIA_TYPE', 'fileTypeMismatch', { extension, detected: sniffed.ext });
  return kind.mimeType;
}
