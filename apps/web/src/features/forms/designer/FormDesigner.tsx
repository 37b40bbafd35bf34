import type { BackofficeForm, FormComponent } from '@bitdata/contracts/backoffice/forms';
import { FORM_COMPONENT_KINDS, type FormComponentKindName } from '@bitdata/contracts/constants/forms';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { localized, refreshBackoffice, useDocument, useDocuments } from '../../backoffice';
import { formsApi } from '../forms.api';
import { addTo, findIn, moveIn, newComponent, removeIn, reorder, updateIn } from '../layout';
import { FORM_PATHS } from '../paths';
import { FormRenderer } from '../renderer/FormRenderer';
import { FORMS_NS } from '../texts';
import { CANVAS_ID, Canvas } from './Canvas';
import { Inspector } from './Inspector';
import { type FormIssue, issueLines } from './issue-lines';
import { MemberPreview } from './MemberPreview';
import { PALETTE_PREFIX, Palette } from './Palette';

/** What the designer edits: a FormWrite with every part present. */
interface Draft {
  name: string;
  document: string;
  title: { en: string; vi: string };
  layout: FormComponent[];
}

const KINDS = new Set<string>(FORM_COMPONENT_KINDS.map((k) => k.kind));

/**
 * The form designer (/core/form/create and /core/form/{id}): a palette of component kinds dragged
 * onto a 12-column grid (or added with their buttons from the keyboard), an inspector for the
 * selected component, and a live preview drawn by the same renderer the record screens use. A form
 * goes on its document's create and edit screens only when the operator ticks it, in the same save
 * as the layout; the member's view can be looked at first, and a refusal names the fields.
 */
export function FormDesigner({ form }: { form?: BackofficeForm | undefined }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: form?.name ?? '',
    document: form?.document ?? '',
    title: form?.title ?? { en: '', vi: '' },
    layout: form?.layout ?? [],
  }));
  const [assigned, setAssigned] = useState(form?.assigned ?? false);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // kept as thrown, so its text follows the reader's language
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const documents = useDocuments();
  const document = useDocument(draft.document || undefined);
  const fields = document.data?.fields ?? [];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const setLayout = (layout: FormComponent[]) => setDraft((d) => ({ ...d, layout }));
  const selectedComponent = selected ? findIn(draft.layout, selected) : undefined;
  const add = (kind: FormComponentKindName, index?: number) => {
    const component = newComponent(kind, fields);
    // with a popup selected, a new component goes inside it
    const parent = selectedComponent?.kind === 'popup' ? selectedComponent.id : undefined;
    setLayout(addTo(draft.layout, component, parent, index));
    setSelected(component.id);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    if (id.startsWith(PALETTE_PREFIX)) {
      const kind = id.slice(PALETTE_PREFIX.length);
      if (!over || !KINDS.has(kind)) return;
      const at = draft.layout.findIndex((c) => c.id === over.id);
      add(kind as FormComponentKindName, over.id === CANVAS_ID || at < 0 ? undefined : at);
      return;
    }
    if (over && over.id !== id && over.id !== CANVAS_ID)
      setLayout(reorder(draft.layout, id, String(over.id)));
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      // the layout and whether the screens use it in one write: a refused one stores neither
      const body = { ...draft, assigned };
      const saved = form ? await formsApi.update(form.id, body) : await formsApi.create(body);
      await refreshBackoffice(queryClient);
      notify(t('designer.saved'), 'success');
      if (!form) navigate(FORM_PATHS.one(saved.id), { replace: true });
    } catch (err) {
      setFailure(err);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!form) return;
    try {
      await formsApi.remove(form.id);
      await refreshBackoffice(queryClient);
      navigate(FORM_PATHS.list);
    } catch (err) {
      setConfirming(false);
      setFailure(err);
    }
  };
  const issues =
    failure instanceof ApiError
      ? issueLines(failure.fieldIssues as FormIssue[], fields, draft.layout, t, i18n.language)
      : [];

  return (
    <Stack spacing={3} data-testid="form-designer">
      <Card sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              label={t('designer.name')}
              value={draft.name}
              required
              fullWidth
              onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'form-name' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              label={t('designer.document')}
              value={documents.data?.some((d) => d.code === draft.document) ? draft.document : ''}
              required
              fullWidth
              onChange={(e) => setDraft((d) => ({ ...d, document: e.target.value }))}
              slotProps={{ htmlInput: { 'data-testid': 'form-document' } }}
              helperText={documents.isError ? errorText(documents.error) : undefined}
            >
              {(documents.data ?? [])
                .filter((d) => !d.builtIn)
                .map((d) => (
                  <MenuItem key={d.code} value={d.code}>
                    {localized(d.name, i18n.language)} ({d.code})
                  </MenuItem>
                ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormControlLabel
              control={<Checkbox checked={assigned} onChange={(e) => setAssigned(e.target.checked)} />}
              label={t('designer.assigned')}
            />
          </Grid>
          {(['en', 'vi'] as const).map((lang) => (
            <Grid key={lang} size={{ xs: 12, md: 6 }}>
              <TextField
                label={t(`designer.title_${lang}`)}
                value={draft.title[lang]}
                fullWidth
                onChange={(e) => setDraft((d) => ({ ...d, title: { ...d.title, [lang]: e.target.value } }))}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Grid>
          ))}
        </Grid>
      </Card>

      {!draft.document ? (
        <Alert severity="info">{t('designer.chooseDocument')}</Alert>
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3, lg: 2 }}>
              <Card sx={{ p: 1.5 }}>
                <Palette onAdd={(kind) => add(kind)} />
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5, lg: 6 }}>
              <Stack spacing={2}>
                <Canvas
                  layout={draft.layout}
                  selected={selected}
                  onSelect={setSelected}
                  onMove={(id, delta) => setLayout(moveIn(draft.layout, id, delta))}
                  onRemove={(id) => {
                    setLayout(removeIn(draft.layout, id));
                    if (selected === id) setSelected(null);
                  }}
                />
                <Card sx={{ p: 2 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
                    {t('designer.preview')}
                  </Typography>
                  {document.data ? (
                    <FormRenderer
                      key={JSON.stringify(draft.layout)}
                      document={document.data}
                      layout={draft.layout}
                      formId={form?.id}
                      preview
                    />
                  ) : (
                    <Typography sx={{ color: 'text.secondary' }}>{t('designer.loadingDocument')}</Typography>
                  )}
                </Card>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card sx={{ p: 2 }}>
                {selectedComponent ? (
                  <Inspector
                    key={selectedComponent.id}
                    component={selectedComponent}
                    fields={fields}
                    onChange={(next) => setLayout(updateIn(draft.layout, next.id, () => next))}
                  />
                ) : (
                  <Typography sx={{ color: 'text.secondary' }}>{t('designer.selectHint')}</Typography>
                )}
              </Card>
            </Grid>
          </Grid>
        </DndContext>
      )}

      {failure !== null && (
        <Alert severity="error" data-testid="form-designer-error">
          {errorText(failure)}
          {issues.length > 0 && (
            <ul style={{ margin: 0 }}>
              {issues.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {form && (
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
            {t('designer.delete')}
          </Button>
        )}
        <Button onClick={() => navigate(FORM_PATHS.list)}>{t('buttons.cancel')}</Button>
        <Button
          variant="outlined"
          onClick={() => setPreviewing(true)}
          disabled={!document.data}
          data-testid="form-member-preview"
        >
          {t('designer.memberPreview')}
        </Button>
        <Button variant="contained" onClick={save} loading={saving} data-testid="form-save">
          {t('designer.save')}
        </Button>
      </Stack>
      {document.data && (
        <MemberPreview
          open={previewing}
          onClose={() => setPreviewing(false)}
          document={document.data}
          title={draft.title}
          layout={draft.layout}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('designer.deleteTitle')}
        text={t('designer.deleteText')}
        confirmLabel={t('designer.delete')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
