import { useMutation } from '@tanstack/react-query';
import { useConfig } from '../../../app/config/ConfigContext';
import { filesApi } from '../../files';

/**
 * Uploads an image for the content document (a cover, a picture of a body): such files are served to
 * anybody at /api/{prefix}/content/files/{id}, since they are uploaded to be published.
 */
export function useContentUpload() {
  const config = useConfig();
  return useMutation({
    mutationFn: (file: File) => filesApi.upload(config, { document: 'content' }, file),
  });
}
