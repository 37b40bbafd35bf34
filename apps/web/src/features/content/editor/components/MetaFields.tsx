import { CONTENT_TAGS_MAX, type ContentKind } from '@bitdata/contracts/content';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { displayTimeZone } from '../../../../i18n/format';
import type { ContentForm } from '../content-form';
import { useEditorList } from '../editor.api';
import { contentFileUrl } from '../paths';
import { EDITOR_NS } from '../texts';
import { useContentUpload } from '../use-content-upload';

type Set = <K extends keyof ContentForm>(key: K, value: ContentForm[K]) => void;

/** The documentation sections an item may be placed under (itself excluded; the server refuses cycles). */
function ParentField({
  form,
  set,
  self,
  issue,
}: {
  form: ContentForm;
  set: Set;
  self?: string;
  issue?: string;
}) {
  const { t } = useTranslation(EDITOR_NS);
  const sections = useEditorList('documentation', 'all');
  const options = (sections.data ?? []).filter((s) => s.code !== self);
  return (
    <TextField
      select
      label={t('editor.parent')}
      value={options.some((o) => o.code === form.parent) ? form.parent : ''}
      onChange={(e) => set('parent', e.target.value)}
      error={Boolean(issue)}
      helperText={issue}
      fullWidth
      data-testid="content-parent"
    >
      <MenuItem value="">{t('editor.parentNone')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.title.en} ({o.code})
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The cover: an image uploaded for the content document, shown as the public pages show it. */
function CoverField({ form, set, issue }: { form: ContentForm; set: Set; issue?: string }) {
  const { t } = useTranslation(EDITOR_NS);
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useContentUpload();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="span">
        {t('editor.cover')}
      </Typography>
      {form.cover && (
        <Box
          component="img"
          src={contentFileUrl(form.cover)}
          alt={t('editor.cover')}
          sx={{ maxWidth: '100%', maxHeight: 180, objectFit: 'contain', alignSelf: 'start', borderRadius: 1 }}
          data-testid="content-cover-image"
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('editor.coverChoose')}
        </Button>
        {form.cover && (
          <Button size="small" color="error" onClick={() => set('cover', null)}>
            {t('editor.coverRemove')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="content-cover-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file)
            upload.mutate(file, {
              onSuccess: (stored) => set('cover', stored.id),
              onError: (error) => notify(t('editor.uploadFailed', { reason: errorText(error) }), 'error'),
            });
        }}
      />
      {issue && (
        <Typography variant="caption" color="error">
          {issue}
        </Typography>
      )}
    </Stack>
  );
}

/** The item's address, tags, cover, place in the tree, status and publishing time. */
export function MetaFields({
  kind,
  form,
  set,
  issue,
  self,
}: {
  kind: ContentKind;
  form: ContentForm;
  set: Set;
  issue: (field: string) => string | undefined;
  self?: string;
}) {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('editor.code')}
        value={form.code}
        onChange={(e) => set('code', e.target.value.toLowerCase())}
        required
        error={Boolean(issue('code'))}
        helperText={issue('code') ?? t('editor.codeHelp')}
        slotProps={{
          htmlInput: { 'data-testid': 'content-code', autoCapitalize: 'none', spellCheck: false },
        }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('editor.status')}
          value={form.status}
          onChange={(e) => set('status', e.target.value as ContentForm['status'])}
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'content-status' },
          }}
        >
          <option value="draft">{t('editor.statusDraft')}</option>
          <option value="published">{t('editor.statusPublished')}</option>
        </TextField>
        <TextField
          type="datetime-local"
          label={t('editor.publishAt')}
          value={form.publishAt}
          onChange={(e) => set('publishAt', e.target.value)}
          error={Boolean(issue('publishAt'))}
          helperText={issue('publishAt') ?? t('editor.publishAtHelp', { zone: displayTimeZone() })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { step: 1, 'data-testid': 'content-publish-at' },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Stack>
      <Autocomplete
        multiple
        freeSolo
        options={[]}
        value={form.tags}
        onChange={(_, tags) => set('tags', (tags as string[]).map((tag) => tag.trim()).filter(Boolean))}
        renderValue={(tags, getItemProps) =>
          tags.map((tag, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={tag} {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('editor.tags')}
            error={Boolean(issue('tags'))}
            helperText={issue('tags') ?? t('editor.tagsHelp', { max: CONTENT_TAGS_MAX })}
          />
        )}
        data-testid="content-tags"
      />
      {kind === 'documentation' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ParentField form={form} set={set} self={self} issue={issue('parent')} />
          <TextField
            type="number"
            label={t('editor.order')}
            value={form.order}
            onChange={(e) => set('order', e.target.value)}
            error={Boolean(issue('order'))}
            helperText={issue('order')}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            sx={{ minWidth: 160 }}
          />
        </Stack>
      )}
      <CoverField form={form} set={set} issue={issue('cover')} />
    </Stack>
  );
}
