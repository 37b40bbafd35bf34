import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactElement, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LANGUAGES, isCodeLanguage } from '../code-languages';
import { EDITOR_NS } from '../texts';
import { CALLOUT_TONES, type CalloutTone, languageAttribute } from './body-extensions';

/** The generated block the documentation's fields page holds. */
const FIELDS_BLOCK = 'filter-fields';

function Tool({
  label,
  icon,
  active = false,
  onClick,
  testId,
}: {
  label: string;
  icon: ReactElement;
  active?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The body editor's toolbar: every tool a button reachable with Tab (the editor's own shortcuts work
 * too, Ctrl+B and the rest); the code language and the callout tone are native selects, read aloud
 * and changed with the arrow keys.
 */
export function BodyToolbar({
  editor,
  onImage,
  uploading,
}: {
  editor: Editor;
  onImage: (file: File) => void;
  uploading: boolean;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      quote: e.isActive('blockquote'),
      callout: e.isActive('callout'),
      tone: (e.getAttributes('callout').tone as CalloutTone | undefined) ?? 'info',
      code: e.isActive('codeBlock'),
      language: languageAttribute(e.getAttributes('codeBlock')),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();

  const link = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('toolbar.linkPrompt'), current);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const setLanguage = (language: string) => {
    const chosen = isCodeLanguage(language) ? language : null;
    if (state.code) chain().updateAttributes('codeBlock', { language: chosen }).run();
    else if (chosen) chain().setCodeBlock({ language: chosen }).run();
    else chain().setCodeBlock().run();
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('toolbar.label')}
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="body-toolbar"
    >
      <Button
        size="small"
        variant={state.h2 ? 'contained' : 'text'}
        aria-label={t('toolbar.h2')}
        aria-pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
        data-testid="tool-h2"
        sx={{ minWidth: 36 }}
      >
        H2
      </Button>
      <Button
        size="small"
        variant={state.h3 ? 'contained' : 'text'}
        aria-label={t('toolbar.h3')}
        aria-pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        data-testid="tool-h3"
        sx={{ minWidth: 36 }}
      >
        H3
      </Button>
      <Tool
        label={t('toolbar.bold')}
        icon={<FormatBoldIcon />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
        testId="tool-bold"
      />
      <Tool
        label={t('toolbar.italic')}
        icon={<FormatItalicIcon />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
        testId="tool-italic"
      />
      <Tool
        label={t('toolbar.bulletList')}
        icon={<FormatListBulletedIcon />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
        testId="tool-bullet"
      />
      <Tool
        label={t('toolbar.orderedList')}
        icon={<FormatListNumberedIcon />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
        testId="tool-ordered"
      />
      <Tool
        label={t('toolbar.link')}
        icon={<LinkIcon />}
        active={state.link}
        onClick={link}
        testId="tool-link"
      />
      <Tool
        label={t('toolbar.image')}
        icon={uploading ? <CircularProgress size={18} /> : <ImageIcon />}
        onClick={() => fileInput.current?.click()}
        testId="tool-image"
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="body-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onImage(file);
        }}
      />
      <Tool
        label={t('toolbar.table')}
        icon={<TableChartIcon />}
        active={state.table}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        testId="tool-table"
      />
      {state.table && (
        <>
          <Button size="small" onClick={() => chain().addRowAfter().run()}>
            {t('toolbar.addRow')}
          </Button>
          <Button size="small" onClick={() => chain().addColumnAfter().run()}>
            {t('toolbar.addColumn')}
          </Button>
          <Button size="small" color="error" onClick={() => chain().deleteTable().run()}>
            {t('toolbar.deleteTable')}
          </Button>
        </>
      )}
      <Tool
        label={t('toolbar.quote')}
        icon={<FormatQuoteIcon />}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
        testId="tool-quote"
      />
      <Tool
        label={state.callout ? t('toolbar.unsetCallout') : t('toolbar.callout')}
        icon={<InfoIcon />}
        active={state.callout}
        onClick={() => (state.callout ? chain().unsetCallout().run() : chain().setCallout('info').run())}
        testId="tool-callout"
      />
      {state.callout && (
        <TextField
          select
          size="small"
          label={t('toolbar.calloutTone')}
          value={state.tone}
          onChange={(e) =>
            chain()
              .setCallout(e.target.value as CalloutTone)
              .run()
          }
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'callout-tone' },
          }}
        >
          {CALLOUT_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {t(`toolbar.tones.${tone}`)}
            </option>
          ))}
        </TextField>
      )}
      <Divider orientation="vertical" flexItem />
      <Tool
        label={t('toolbar.codeBlock')}
        icon={<CodeIcon />}
        active={state.code}
        onClick={() => chain().toggleCodeBlock().run()}
        testId="tool-code"
      />
      <TextField
        select
        size="small"
        label={t('toolbar.codeLanguage')}
        value={state.language}
        onChange={(e) => setLanguage(e.target.value)}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'code-language' },
        }}
        sx={{ minWidth: 130 }}
      >
        <option value="">{t('toolbar.plainText')}</option>
        {CODE_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </TextField>
      <Tool
        label={t('toolbar.fieldsBlock')}
        icon={<ListAltIcon />}
        onClick={() => chain().insertContentBlock(FIELDS_BLOCK).run()}
        testId="tool-fields-block"
      />
    </Stack>
  );
}
