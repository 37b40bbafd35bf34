import type { EventRuleWrite } from '@bitdata/contracts/backoffice/events';
import { EVENT_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@bitdata/contracts/backoffice/events';
import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { ForbiddenCard, RetryAlert } from '../../../components/PageStates';
import { useCan } from '../../auth';
import { localized, useDocument, useDocuments } from '../../backoffice';
import { useRoles } from '../../backoffice-access';
import { eventsApi } from '../events.api';
import { eventKeys, useRule } from '../hooks';
import { EVENT_PATHS } from '../paths';
import { type Action, bodyOf, type Draft, draftOf, EMPTY, type Trigger } from '../rule-draft';
import { EVENTS_NS } from '../texts';

/**
 * /core/event/create and /core/event/{id}: a rule's document, trigger (with its field or
 * schedule) and action (e-mail, webhook, notification) with their texts. The server checks
 * everything (documents, fields, placeholders, roles, addresses) and its refusals show on the inputs.
 */
export function EventRulePage() {
  const { id } = useParams<{ id: string }>();
  const { t, i18n } = useTranslation(EVENTS_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  // a new webhook rule's whole secret: the server answers it once, to the create, and masks it after
  const newSecret = (useLocation().state as { secret?: string } | null)?.secret;
  const queryClient = useQueryClient();
  const mayView = useCan(RESOURCE.event, PERMISSION_LEVEL.view);
  const mayWrite = useCan(RESOURCE.event, id ? PERMISSION_LEVEL.edit : PERMISSION_LEVEL.create);
  const mayDelete = useCan(RESOURCE.event, PERMISSION_LEVEL.delete);
  const rule = useRule(id);
  const documents = useDocuments();
  const roles = useRoles();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const document = useDocument(draft.document || undefined);

  useEffect(() => {
    if (rule.data) setDraft(draftOf(rule.data));
  }, [rule.data]);

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const issueOf = (path: string) => (issues[path] ? i18n.t(`messages.${issues[path]}`) : undefined);

  const save = useMutation({
    mutationFn: (body: EventRuleWrite) => (id ? eventsApi.update(id, body) : eventsApi.create(body)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      notify(t('editor.saved'), 'success');
      if (!id && saved.action.kind === 'webhook')
        navigate(EVENT_PATHS.one(saved.id), { state: { secret: saved.secret } });
      else navigate(id ? EVENT_PATHS.one(saved.id) : EVENT_PATHS.tab('rules'));
    },
    onError: (error) => {
      const found: Record<string, string> = {};
      if (error instanceof ApiError) for (const issue of error.fieldIssues) found[issue.path] = issue.key;
      setIssues(found);
    },
  });
  const remove = useMutation({
    mutationFn: () => eventsApi.remove(id ?? ''),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      navigate(EVENT_PATHS.tab('rules'));
    },
  });

  if (!mayView) return <ForbiddenCard testId="events-forbidden" title={t('title')} text={t('forbidden')} />;
  if (id && rule.isPending) return <Skeleton variant="rounded" height={420} sx={{ m: 2 }} />;
  if (id && rule.isError)
    return (
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        {rule.error instanceof ApiError && rule.error.status === 404 ? (
          <Alert severity="warning" data-testid="event-rule-not-found">
            {t('editor.notFound')}
          </Alert>
        ) : (
          <RetryAlert error={rule.error} onRetry={() => rule.refetch()} testId="event-rule-error" />
        )}
        <Button component={Link} to={EVENT_PATHS.tab('rules')} sx={{ alignSelf: 'start' }}>
          {t('editor.back')}
        </Button>
      </Stack>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setIssues({});
    save.mutate(bodyOf(draft));
  };
  const fields = document.data?.fields ?? [];
  // the placeholders are code, not text: shown in <code> (the page scan reads raw "{{" as a template left unfilled)
  const templateHelp = (
    <>
      {t('editor.templateHelp')} <code>{`{{${fields[0]?.code ?? 'name'}}}`}</code>
    </>
  );
  const text = (key: keyof Draft, label: string, path: string, extra: object = {}) => (
    <TextField
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key)(e.target.value as never)}
      error={Boolean(issues[path])}
      helperText={issueOf(path)}
      disabled={!mayWrite}
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 860 }}>
      <Typography variant="h5" component="h1">
        {id ? t('editor.editTitle') : t('editor.createTitle')}
      </Typography>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={t('editor.editTitle')}>
          {text('name', t('editor.name'), 'name', {
            required: true,
            slotProps: { htmlInput: { maxLength: EVENT_LIMITS.name, 'data-testid': 'rule-name' } },
          })}
          <TextField
            select
            required
            label={t('editor.document')}
            value={draft.document}
            onChange={(e) => setDraft((d) => ({ ...d, document: e.target.value, field: '' }))}
            error={Boolean(issues.document)}
            helperText={issueOf('document')}
            disabled={!mayWrite}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-document' } as object } }}
          >
            {(documents.data ?? [])
              .filter((d) => !d.builtIn)
              .map((d) => (
                <MenuItem key={d.code} value={d.code}>
                  {localized(d.name, i18n.language)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            select
            label={t('editor.trigger')}
            value={draft.trigger}
            onChange={(e) => set('trigger')(e.target.value as Trigger)}
            disabled={!mayWrite}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-trigger' } as object } }}
          >
            {(['created', 'updated', 'deleted', 'schedule'] as const).map((k) => (
              <MenuItem key={k} value={k}>
                {t(`triggers.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.trigger === 'updated' && (
            <TextField
              select
              label={t('editor.field')}
              value={draft.field}
              onChange={(e) => set('field')(e.target.value)}
              error={Boolean(issues['trigger.field'])}
              helperText={issueOf('trigger.field')}
              disabled={!mayWrite}
            >
              <MenuItem value="">{t('editor.anyField')}</MenuItem>
              {fields.map((f) => (
                <MenuItem key={f.code} value={f.code}>
                  {localized(f.label, i18n.language)} ({f.code})
                </MenuItem>
              ))}
            </TextField>
          )}
          {draft.trigger === 'schedule' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('editor.scheduleKind')}
                value={draft.scheduleKind}
                onChange={(e) => set('scheduleKind')(e.target.value as Draft['scheduleKind'])}
                disabled={!mayWrite}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="every">{t('editor.scheduleEvery')}</MenuItem>
                <MenuItem value="cron">{t('editor.scheduleCron')}</MenuItem>
              </TextField>
              {draft.scheduleKind === 'every'
                ? text('everySeconds', t('editor.everySeconds'), 'trigger.schedule', {
                    type: 'number',
                    slotProps: { htmlInput: { min: 10, step: 1 } },
                  })
                : text('cron', t('editor.cron'), 'trigger.schedule', {
                    helperText: issueOf('trigger.schedule') ?? t('editor.cronHelp'),
                  })}
            </Stack>
          )}
          <TextField
            select
            label={t('editor.action')}
            value={draft.action}
            onChange={(e) => set('action')(e.target.value as Action)}
            disabled={!mayWrite}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-action' } as object } }}
          >
            {(['email', 'webhook', 'notification'] as const).map((k) => (
              <MenuItem key={k} value={k}>
                {t(`actions.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.action === 'email' && (
            <TextField
              select
              label={t('editor.recipient')}
              value={draft.recipient}
              onChange={(e) => set('recipient')(e.target.value as Draft['recipient'])}
              disabled={!mayWrite}
            >
              <MenuItem value="role">{t('editor.recipientRole')}</MenuItem>
              <MenuItem value="address">{t('editor.recipientAddress')}</MenuItem>
            </TextField>
          )}
          {draft.action === 'email' &&
            draft.recipient === 'address' &&
            text('to', t('editor.to'), 'action.to', { type: 'email', autoComplete: 'email' })}
          {(draft.action === 'notification' || (draft.action === 'email' && draft.recipient === 'role')) &&
            (roles.data ? (
              <TextField
                select
                label={t('editor.role')}
                value={draft.role}
                onChange={(e) => set('role')(e.target.value)}
                error={Boolean(issues['action.role'] ?? issues['action.to'])}
                helperText={issueOf('action.role') ?? issueOf('action.to')}
                disabled={!mayWrite}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rule-role' } as object } }}
              >
                {roles.data.map((r) => (
                  <MenuItem key={r.code} value={r.code}>
                    {localized(r.name, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              text('role', t('editor.role'), 'action.role')
            ))}
          {draft.action !== 'webhook' && (
            <>
              {text('subject', t('editor.subject'), 'action.subject', {
                required: true,
                slotProps: { htmlInput: { maxLength: EVENT_LIMITS.subject, 'data-testid': 'rule-subject' } },
              })}
              {text('body', t('editor.body'), 'action.body', {
                required: true,
                multiline: true,
                minRows: 4,
                helperText: issueOf('action.body') ?? templateHelp,
                slotProps: { htmlInput: { maxLength: EVENT_LIMITS.body, 'data-testid': 'rule-body' } },
              })}
              {fields.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('editor.fields', { fields: fields.map((f) => f.code).join(', ') })}
                </Typography>
              )}
            </>
          )}
          {draft.action === 'webhook' &&
            text('url', t('editor.url'), 'action.url', {
              type: 'url',
              helperText: issueOf('action.url') ?? t('editor.urlHelp', { header: WEBHOOK_SIGNATURE_HEADER }),
              slotProps: { htmlInput: { maxLength: EVENT_LIMITS.url, 'data-testid': 'rule-url' } },
            })}
          {draft.action === 'webhook' && rule.data && (
            <TextField
              label={t('editor.secret')}
              value={newSecret ?? rule.data.secret}
              helperText={newSecret ? t('editor.secretOnce') : t('editor.secretHelp')}
              color={newSecret ? 'warning' : undefined}
              focused={newSecret ? true : undefined}
              slotProps={{ input: { readOnly: true } }}
            />
          )}
          <FormControlLabel
            control={
              <Switch
                checked={draft.enabled}
                onChange={(e) => set('enabled')(e.target.checked)}
                disabled={!mayWrite}
              />
            }
            label={t('editor.enabled')}
          />
          {save.isError && Object.keys(issues).length === 0 && (
            <Alert severity="error" data-testid="rule-save-error">
              {errorText(save.error)}
            </Alert>
          )}
          {remove.isError && <Alert severity="error">{errorText(remove.error)}</Alert>}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {mayWrite && (
              <Button type="submit" variant="contained" loading={save.isPending} data-testid="rule-save">
                {t('editor.save')}
              </Button>
            )}
            <Button component={Link} to={EVENT_PATHS.tab('rules')}>
              {t('editor.back')}
            </Button>
            {id && mayDelete && (
              <Button color="error" onClick={() => setConfirming(true)} sx={{ ml: 'auto' }}>
                {t('editor.delete')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={t('editor.deleteTitle')}
        text={t('editor.deleteText')}
        confirmLabel={t('editor.delete')}
        onConfirm={() => remove.mutateAsync().then(() => undefined)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
