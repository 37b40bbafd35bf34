import { type FileUploadFields, fileUploadFieldsSchema, MESSAGES } from '@bitdata/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { drainRequestBody } from '../../platform/http/drain-body';

/** One upload as read from its multipart body: the fields, then the file's name and bytes. */
export interface UploadBody {
  fields: FileUploadFields;
  name: string | undefined;
  bytes: Uint8Array;
}

/** Room for the fields and part headers around the file, when judging a Content-Length. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) => AppError.of('PAYLOAD_TOO_LARGE', 'fileTooLarge', { maxBytes });

const fieldIssues = (fields: Record<string, string>) => {
  const parsed = fileUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => {
    const key = issue.message in MESSAGES ? issue.message : 'invalidValue';
    return { path: issue.path.join('.'), key, message: MESSAGES[key as keyof typeof MESSAGES] };
  });
  throw AppError.of('VALIDATION', 'badRequest', details);
};

/**
 * Reads an upload: the fields (document, recordId) must come before the one file part, so the
 * caller's permission is known (`allow`) before a byte of the file is read. The file is held in
 * memory up to `maxBytes` (busboy stops counting there) and judged whole before anything reaches
 * the store, so a refused upload leaves nothing behind. On a refusal the rest of the body is read
 * and dropped, or the client, still sending, would lose the answer to a connection reset.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  allow: (fields: FileUploadFields) => Promise<void>,
): Promise<UploadBody> {
  try {
    if (!request.isMultipart()) throw AppError.of('UNSUPPORTED_MEDIA_TYPE', 'fileRequired');
    if (Number(request.headers['content-length']) > maxBytes + ENVELOPE_BYTES) throw tooLarge(maxBytes);
    const raw: Record<string, string> = {};
    let fields: FileUploadFields | undefined;
    let file: { name: string | undefined; bytes: Uint8Array } | undefined;
    // preservePath: the name as sent, so a name with folders is refused rather than silently cut
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      preservePath: true,
      limits: { fileSize: maxBytes, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (file) throw AppError.of('BAD_REQUEST', 'badRequest', { reason: 'fieldsAfterFile' });
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (file) throw AppError.of('BAD_REQUEST', 'fileOnlyOne');
      fields = fieldIssues(raw);
      await allow(fields);
      file = { name: part.filename, bytes: await part.toBuffer() };
    }
    if (!file || !fields) throw AppError.of('BAD_REQUEST', 'fileRequired');
    return { fields, ...file };
  } catch (error) {
    request.raw.unpipe();
    await drainRequestBody(request.raw);
    throw translate(error, maxBytes);
  }
}

/** The multipart parser's own refusals, as our errors. */
function translate(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return AppError.of('BAD_REQUEST', 'fileOnlyOne');
  if (
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
  )
    return AppError.of('BAD_REQUEST', 'badRequest');
  // a malformed or cut multipart body is the client's fault, never a 500
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
    return AppError.of('BAD_REQUEST', 'badRequest');
  return error;
}
