import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { bodyText } from '../content-form';
import { contentFileUrl } from '../paths';
import { EDITOR_NS } from '../texts';
import { useContentUpload } from '../use-content-upload';
import { BodyToolbar } from './BodyToolbar';
import { bodyExtensions } from './body-extensions';

/**
 * One language's body in TipTap. The HTML it gives is only what its schema holds (and links only to
 * http(s), mailto and the site's paths); the server cleans it again on save. Mounted afresh (a new
 * key) when the item is loaded or restored, so what it shows is always the form's value.
 */
export function BodyEditor({
  value,
  onChange,
  lang,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  lang: 'en' | 'vi';
  error?: string | undefined;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const errorText = useErrorText();
  const labelId = useId();
  const upload = useContentUpload();
  const extensions = useMemo(() => bodyExtensions({ blockLabel: () => t('toolbar.fieldsBlockChip') }), [t]);
  // the editor keeps the handler it was made with: it calls the latest one through this
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => changed.current(bodyText(e.getHTML())),
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
        lang,
        'data-testid': `body-editor-${lang}`,
      },
    },
  });

  const addImage = (file: File) =>
    upload.mutate(file, {
      onSuccess: (stored) =>
        editor
          ?.chain()
          .focus()
          .setImage({ src: contentFileUrl(stored.id), alt: file.name.replace(/\.[^.]+$/, '') })
          .run(),
      onError: (e) => notify(t('editor.uploadFailed', { reason: errorText(e) }), 'error'),
    });

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="span" sx={{ display: 'block', mb: 0.5 }}>
        {t('editor.body')}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        {editor && <BodyToolbar editor={editor} onImage={addImage} uploading={upload.isPending} />}
        <Box
          sx={{
            px: 1.5,
            '& .ProseMirror': { outline: 'none', minHeight: 240, py: 1, overflowWrap: 'anywhere' },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
            '& .ProseMirror img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
            '& .ProseMirror pre': {
              bgcolor: 'action.hover',
              p: 1,
              borderRadius: 1,
              overflowX: 'auto',
              fontFamily: 'monospace',
            },
            '& .ProseMirror blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0 },
            '& .ProseMirror aside.callout': { borderLeft: 4, borderColor: 'info.main', pl: 1.5, my: 1 },
            '& .ProseMirror aside.callout-tip': { borderColor: 'success.main' },
            '& .ProseMirror aside.callout-warning': { borderColor: 'warning.main' },
            '& .ProseMirror aside.callout-danger': { borderColor: 'error.main' },
            '& .ProseMirror table': {
              borderCollapse: 'collapse',
              width: '100%',
              display: 'block',
              overflowX: 'auto',
            },
            '& .ProseMirror th, & .ProseMirror td': {
              border: 1,
              borderColor: 'divider',
              p: 0.5,
              minWidth: 60,
            },
            '& .content-block-chip': {
              display: 'inline-block',
              my: 1,
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              bgcolor: 'action.selected',
              fontSize: 'body2.fontSize',
              userSelect: 'none',
            },
            '& .ProseMirror-selectednode.content-block-chip': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
