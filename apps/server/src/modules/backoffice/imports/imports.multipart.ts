import { codeSchema, IMPORT_LIMITS, MESSAGES } from '@bitdata/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';
import { drainRequestBody } from '../../../platform/http/drain-body';

/** Room for the fields and part headers around the workbook, when judging a Content-Length. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => AppError.of('PAYLOAD_TOO_LARGE', 'fileTooLarge', { maxBytes: IMPORT_LIMITS.maxBytes });

export interface WorkbookUpload {
  document: string;
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Reads an import's upload: the `document` field, then one workbook of at most IMPORT_LIMITS.maxBytes.
 * On a refusal the rest of the body is read and dropped, so the client still gets the answer.
 */
export async function readWorkbookUpload(request: FastifyRequest): Promise<WorkbookUpload> {
  try {
    if (!request.isMultipart()) throw AppError.of('UNSUPPORTED_MEDIA_TYPE', 'fileRequired');
    if (Number(request.headers['content-length']) > IMPORT_LIMITS.maxBytes + ENVELOPE_BYTES) throw tooLarge();
    let document: string | undefined;
    let file: { fileName: string; bytes: Uint8Array } | undefined;
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 2, fieldSize: 256, parts: 3 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'document') document = String(part.value);
        continue;
      }
      if (file) throw AppError.of('BAD_REQUEST', 'fileOnlyOne');
      file = { fileName: part.filename || 'import.xlsx', bytes: await part.toBuffer() };
    }
    const code = codeSchema.safeParse(document);
    if (!code.success)
      throw AppError.of('VALIDATION', 'badRequest', [
        { path: 'document', key: 'invalidCode', message: MESSAGES.invalidCode },
      ]);
    if (!file) throw AppError.of('BAD_REQUEST', 'fileRequired');
    return { document: code.data, ...file };
  } catch (error) {
    request.raw.unpipe();
    await drainRequestBody(request.raw);
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.of('BAD_REQUEST', 'fileOnlyOne');
    if (error instanceof AppError) throw error;
    if (typeof code === 'string' && code.startsWith('FST_')) throw AppError.of('BAD_REQUEST', 'badRequest');
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
      throw AppError.of('BAD_REQUEST', 'badRequest');
    throw error;
  }
}
