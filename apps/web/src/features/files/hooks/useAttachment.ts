import {
  FILE_DEFAULT_MAX_BYTES,
  FILE_ERROR,
  FILE_EXTENSIONS,
  type FileUploadFields,
  fileExtension,
  type UploadedFile,
} from '@bitdata/contracts/files';
import { FILE_ENDPOINTS } from '@bitdata/contracts/files.endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { endpointKey } from '../../../api/query-keys';
import { useConfig } from '../../../app/config/ConfigContext';
import { saveBlob } from '../../../components/save-blob';
import { filesApi } from '../files.api';

/** Why a chosen file is refused before sending: a message key the server would answer too. */
export type LocalRefusal = 'fileOnlyOne' | 'fileTypeNotAllowed' | 'fileTooLarge' | 'fileRequired';

/** The same checks the server makes that need no content: one file, an accepted name, the size. */
export function refusalOf(files: readonly File[], maxBytes: number): LocalRefusal | null {
  if (files.length === 0) return 'fileRequired';
  if (files.length > 1) return 'fileOnlyOne';
  const [file] = files as [File];
  if (!FILE_EXTENSIONS.includes(fileExtension(file.name))) return 'fileTypeNotAllowed';
  if (file.size === 0) return 'fileRequired';
  if (file.size > maxBytes) return 'fileTooLarge';
  return null;
}

/** The uploader's room and what their files take, in bytes, when an upload was refused for lack of it. */
export function storageRefusalOf(error: unknown): { limit: number; used: number } | null {
  if (!(error instanceof ApiError) || error.code !== FILE_ERROR.storageLimit) return null;
  const { limit, used } = (error.details ?? {}) as { limit?: unknown; used?: unknown };
  return typeof limit === 'number' && typeof used === 'number' ? { limit, used } : null;
}

/**
 * One attachment's upload and download: checks the chosen file, sends it with its progress in
 * percent, and hands the stored file to `onChange`. The server's limit comes from /file/settings
 * (the default until it answers; the server checks again either way).
 */
export function useAttachment(fields: FileUploadFields, onChange: (file: UploadedFile | null) => void) {
  const config = useConfig();
  const settings = useQuery({
    queryKey: endpointKey(FILE_ENDPOINTS.settings, {}),
    queryFn: filesApi.settings,
    staleTime: Infinity,
  });
  const maxBytes = settings.data?.maxBytes ?? FILE_DEFAULT_MAX_BYTES;
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<LocalRefusal | null>(null);
  const controller = useRef<AbortController | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return filesApi.upload(config, fields, file, {
        onProgress: setProgress,
        signal: controller.current.signal,
      });
    },
    onSuccess: (stored) => onChange(stored),
  });

  const download = useMutation({
    mutationFn: async (file: UploadedFile) => {
      const blob = await filesApi.download(config, {
        document: fields.document,
        name: file.name,
        path: file.path,
        mimeType: file.mimeType,
      });
      saveBlob(blob, file.name);
    },
  });

  const { mutate: startUpload, reset: resetUpload } = upload;
  const choose = useCallback(
    (files: readonly File[]) => {
      const refused = refusalOf(files, maxBytes);
      setRefusal(refused);
      resetUpload();
      if (!refused) startUpload(files[0] as File);
    },
    [maxBytes, startUpload, resetUpload],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const cancelled = upload.error instanceof DOMException && upload.error.name === 'AbortError';

  return {
    maxBytes,
    progress,
    uploading: upload.isPending,
    /** A local refusal's message key, or the upload's error (a cancelled upload is none). */
    refusal,
    uploadError: cancelled ? null : upload.error,
    downloading: download.isPending,
    downloadError: download.error,
    choose,
    cancel,
    download: download.mutate,
    remove: () => {
      setRefusal(null);
      resetUpload();
      download.reset();
      onChange(null);
    },
  };
}
