import { ZIP_HEADER } from '@bitdata/transport/protocol';
import { ApiError, errorFromBody } from './errors';
import { getTransport } from './setup';

export interface UploadResult<T> {
  status: number;
  data: T;
}

/**
 * Uploads a file with progress in percent. fetch cannot report upload progress, so the transport
 * prepares the request (verification key, timestamp, encrypted query, Bearer header; the multipart
 * body itself is exempt from encryption) and XMLHttpRequest sends it.
 */
export async function uploadFile<T = unknown>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  query?: Record<string, string>,
): Promise<UploadResult<T>> {
  const transport = getTransport();
  const prepared = await transport.prepare('POST', path, { query, body: form });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(prepared.method, prepared.url);
    for (const [name, value] of Object.entries(prepared.headers)) {
      // The browser sets the multipart boundary itself.
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'unknownError', 'unknownError'));
    xhr.onload = async () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: {
          'content-type': xhr.getResponseHeader('content-type') ?? 'application/json',
          [ZIP_HEADER]: xhr.getResponseHeader(ZIP_HEADER) ?? '',
        },
      });
      try {
        const read = await transport.readResponse<{ data: T }>(response);
        if (read.status < 200 || read.status >= 300) return reject(errorFromBody(read.status, read.body));
        onProgress?.(100);
        resolve({ status: read.status, data: read.body?.data as T });
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(prepared.body as XMLHttpRequestBodyInit);
  });
}
