import type { FileDownload, FileUploadFields, UploadedFile } from '@bitdata/contracts/files';
import { FILE_ENDPOINTS as API } from '@bitdata/contracts/files.endpoints';
import type { PublicConfig } from '@bitdata/contracts/public';
import { callData } from '../../api/endpoint-call';
import { ApiError, errorFromBody } from '../../api/errors';
import { transportOf } from '../../api/transport';

/**
 * File transfers. Their bodies stay outside the encrypted envelope (a multipart
 * upload, the downloaded bytes) but the query still carries the verification key and timestamp,
 * so both are prepared by the transport client (api/transport.ts) like every call. The upload is sent
 * with XMLHttpRequest: fetch reports no upload progress, and the field shows it in percent.
 */

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

const parseJson = (text: string): unknown => {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
};

export interface UploadOptions {
  /** Percent of the body sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const filesApi = {
  /** The server's size limit and the one-file rule. */
  settings: () => callData(API.settings, {}),

  async upload(
    config: PublicConfig,
    fields: FileUploadFields,
    file: File,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<UploadedFile> {
    // the fields go first: the server checks the permission they name before reading the file
    const form = new FormData();
    form.append('document', fields.document);
    if (fields.recordId) form.append('recordId', fields.recordId);
    form.append('file', file, file.name);
    // a plain JSON answer (no zip): XMLHttpRequest reads it without the transport's unzipping
    const prepared = await transportOf(config).prepare(API.upload.method, API.upload.path, {
      body: form,
      zip: false,
    });
    if (signal?.aborted) throw abortError();
    return new Promise<UploadedFile>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(prepared.method, prepared.url);
      for (const [name, value] of Object.entries(prepared.headers))
        if (name !== 'content-type') xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        const body = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve((body as { data: UploadedFile }).data);
        else reject(errorFromBody(xhr.status, body));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload failed'));
      xhr.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(prepared.body as FormData);
    });
  },

  /** The file's bytes; a refusal (403, 404) is thrown as the server's error. */
  async download(config: PublicConfig, body: FileDownload): Promise<Blob> {
    const res = await transportOf(config).request<Blob>('POST', '/file/download', {
      body,
      responseType: 'blob',
    });
    if (res.status < 200 || res.status >= 300) throw errorFromBody(res.status, res.body);
    return res.body;
  },
};
