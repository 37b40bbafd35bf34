import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../texts';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/**
 * The editor component (TipTap's starter kit): edits HTML, which the server sanitises when the record
 * is written. A small toolbar of keyboard-reachable buttons; the editor's own shortcuts work too.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, readOnly = false }: Props) {
  const { t } = useTranslation(FORMS_NS);
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit],
    content: value || '',
    editable: !readOnly,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur(),
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
  });
  const mark = (name: 'toggleBold' | 'toggleItalic' | 'toggleBulletList') => () =>
    editor?.chain().focus()[name]().run();
  return (
    <Stack spacing={0.5} data-testid="form-editor">
      <Typography id={labelId} variant="subtitle2" component="span">
        {label}
      </Typography>
      {!readOnly && (
        <Stack direction="row" spacing={0.5}>
          <Button size="small" onClick={mark('toggleBold')}>
            {t('editor.bold')}
          </Button>
          <Button size="small" onClick={mark('toggleItalic')}>
            {t('editor.italic')}
          </Button>
          <Button size="small" onClick={mark('toggleBulletList')}>
            {t('editor.list')}
          </Button>
        </Stack>
      )}
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          minHeight: 96,
          '& .ProseMirror': { outline: 'none', minHeight: 80 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
