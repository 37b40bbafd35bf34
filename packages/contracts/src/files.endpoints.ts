import { endpoint } from './endpoint';
import { fileSettingsResponseSchema, fileUploadResponseSchema } from './files';

/**
 * Attachments, for any signed-in member: who may attach to a document is checked by the server
 * against the document the upload names. The upload's body is multipart (its fields, then the one
 * file), read by the route itself, so it declares no body schema; the download answers the file's
 * bytes, not JSON, so its route is registered by hand.
 */
export const FILE_ENDPOINTS = {
  /** The size limit and the one-file rule the web checks before sending. */
  settings: endpoint({
    method: 'GET',
    path: '/file/settings',
    response: fileSettingsResponseSchema,
    access: { signedIn: true },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/file/upload',
    status: 201,
    response: fileUploadResponseSchema,
    access: { signedIn: true },
  }),
} as const;
