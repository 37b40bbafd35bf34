import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import { CONTENT_KINDS, type ContentItem } from '@bitdata/contracts/content';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../../api/errors';
import { useErrorText } from '../../../../components/form/useErrorText';
import { notify } from '../../../../components/notify';
import { ForbiddenCard, RetryAlert } from '../../../../components/PageStates';
import { useCan } from '../../../auth';
import { BodyEditor } from '../components/BodyEditor';
import { ContentPreview } from '../components/ContentPreview';
import { MetaFields } from '../components/MetaFields';
import { RevisionsPanel } from '../components/RevisionsPanel';
import { StateChip } from '../components/StateChip';
import {
  type ContentForm,
  EDIT_LANGUAGES,
  emptyForm,
  formOf,
  issuesOf,
  type Lang,
  languageOfIssue,
  writeOf,
} from '../content-form';
import { editorApi, editorKeys, useEditorItem } from '../editor.api';
import { EDITOR_PATHS, publicPathOf } from '../paths';
import { EDITOR_NS } from '../texts';

/**
 * /core/content/{kind}/create and /core/content/{kind}/item/{code}: an item's address, tags, cover,
 * place, status and publishing time, its title, summary and body per language (TipTap), a live
 * preview in both languages, and its revisions. The server checks everything; its refusals show on
 * their fields, and the language tab holding one opens.
 */
export function ContentEditPage() {
  const { kind: kindParam, code } = useParams<{ kind: string; code: string }>();
  const kind = CONTENT_KINDS.find((k) => k === kindParam);
  const { t, i18n } = useTranslation(EDITOR_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayView = useCan(RESOURCE.content, PERMISSION_LEVEL.view);
  const mayWrite = useCan(RESOURCE.content, code ? PERMISSION_LEVEL.edit : PERMISSION_LEVEL.create);
  const loaded = useEditorItem(kind ?? 'news', code);
  const [form, setForm] = useState<ContentForm>(emptyForm);
  // a new number remounts the body editors with the form's bodies (after a load, a save, a restore)
  const [version, setVersion] = useState(0);
  const [lang, setLang] = useState<Lang>('en');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const item = loaded.data;

  // the version of the item the form shows: a refetch of the same version keeps what is being typed
  const shownVersion = useRef('');
  const show = (next: ContentItem) => {
    shownVersion.current = `${next.id}:${next.updatedAt}`;
    setForm(formOf(next));
    setVersion((v) => v + 1);
  };
  useEffect(() => {
    if (item && shownVersion.current !== `${item.id}:${item.updatedAt}`) show(item);
  });

  const set = <K extends keyof ContentForm>(key: K, value: ContentForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setText = (field: 'title' | 'summary' | 'body', value: string) =>
    setForm((f) => ({ ...f, [field]: { ...f[field], [lang]: value } }));
  const issue = (field: string) => (issues[field] ? i18n.t(`messages.${issues[field]}`) : undefined);

  const saved = useMemo(
    () => (item ? JSON.stringify(formOf(item)) === JSON.stringify(form) : false),
    [item, form],
  );

  const afterWrite = async (next: ContentItem) => {
    await queryClient.invalidateQueries({ queryKey: editorKeys.all });
    queryClient.setQueryData(editorKeys.item(next.kind, next.code), next);
  };

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof writeOf>) =>
      code ? editorApi.update(kind ?? 'news', code, body) : editorApi.create(kind ?? 'news', body),
    onSuccess: async (next) => {
      setIssues({});
      notify(t('editor.saved'), 'success');
      await afterWrite(next);
      show(next);
      if (next.code !== code) navigate(EDITOR_PATHS.item(next.kind, next.code), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return notify(errorText(error), 'error');
      const refusals = error.fieldIssues.length > 0 ? error.fieldIssues : [{ key: error.key ?? '' }];
      const found = issuesOf(refusals);
      setIssues(found);
      const tab = Object.keys(found).map(languageOfIssue).find(Boolean);
      if (tab) setLang(tab);
      notify(found[''] ? errorText(error) : t('editor.invalidForm'), 'error');
    },
  });

  if (!kind) return <Navigate to={EDITOR_PATHS.list('news')} replace />;
  if (!mayView) return <ForbiddenCard testId="content-forbidden" title={t('title')} text={t('forbidden')} />;
  const back = (
    <Button component={Link} to={EDITOR_PATHS.list(kind)} sx={{ alignSelf: 'start' }}>
      {t('editor.back')}
    </Button>
  );
  if (code && loaded.isPending)
    return <Skeleton variant="rounded" height={480} sx={{ m: 2 }} data-testid="content-editor-loading" />;
  if (code && loaded.isError)
    return (
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        {loaded.error instanceof ApiError && loaded.error.status === 404 ? (
          <Alert severity="warning" data-testid="content-not-found">
            {t('editor.notFound')}
          </Alert>
        ) : (
          <RetryAlert error={loaded.error} onRetry={() => loaded.refetch()} testId="content-editor-error" />
        )}
        {back}
      </Stack>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(writeOf(form, kind));
  };
  const heading = code
    ? t('editor.editTitle', { kind: t(`kinds.${kind}`), title: item?.title.en ?? code })
    : t('editor.createTitle', { kind: t(`kinds.${kind}`) });

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }} component="form" onSubmit={submit} noValidate>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
          {heading}
        </Typography>
        {item && <StateChip item={item} />}
      </Stack>
      {back}
      {issues[''] && (
        <Alert severity="error">
          {i18n.exists(`messages.${issues['']}`) ? i18n.t(`messages.${issues['']}`) : t('editor.invalidForm')}
        </Alert>
      )}
      <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
        <MetaFields kind={kind} form={form} set={set} issue={issue} self={code} />
      </Card>
      <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Tabs
          value={lang}
          onChange={(_, next: Lang) => setLang(next)}
          aria-label={t('editor.languages')}
          sx={{ mb: 2 }}
        >
          {EDIT_LANGUAGES.map((l) => (
            <Tab
              key={l}
              value={l}
              label={t(`editor.${l}`)}
              data-testid={`content-lang-${l}`}
              sx={
                issues[`title.${l}`] || issues[`summary.${l}`] || issues[`body.${l}`]
                  ? { color: 'error.main' }
                  : undefined
              }
            />
          ))}
        </Tabs>
        <Stack spacing={2} key={lang} lang={lang}>
          <TextField
            label={t('editor.titleField')}
            value={form.title[lang]}
            onChange={(e) => setText('title', e.target.value)}
            required={lang === 'en'}
            error={Boolean(issue(`title.${lang}`))}
            helperText={issue(`title.${lang}`)}
            slotProps={{ htmlInput: { 'data-testid': `content-title-${lang}` } }}
            fullWidth
          />
          <TextField
            label={t('editor.summary')}
            value={form.summary[lang]}
            onChange={(e) => setText('summary', e.target.value)}
            error={Boolean(issue(`summary.${lang}`))}
            helperText={issue(`summary.${lang}`)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'data-testid': `content-summary-${lang}` } }}
            fullWidth
          />
          <BodyEditor
            key={`${lang}-${version}`}
            value={form.body[lang]}
            onChange={(html) => setText('body', html)}
            lang={lang}
            error={issue(`body.${lang}`)}
          />
        </Stack>
      </Card>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mayWrite && (
          <Button type="submit" variant="contained" loading={save.isPending} data-testid="content-save">
            {t('editor.save')}
          </Button>
        )}
        {item && (
          <Button component="a" href={publicPathOf(item.kind, item.code)} target="_blank" rel="noopener">
            {t('editor.openPage')}
          </Button>
        )}
      </Stack>
      <ContentPreview texts={saved && item ? item : form} cover={form.cover} saved={Boolean(saved && item)} />
      {item && (
        <RevisionsPanel
          item={item}
          mayRestore={mayWrite}
          onRestored={async (next) => {
            await afterWrite(next);
            show(next);
          }}
        />
      )}
    </Stack>
  );
}
