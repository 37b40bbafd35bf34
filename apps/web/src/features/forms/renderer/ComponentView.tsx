import type { BackofficeDocument, DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import { formKindOf } from '@bitdata/contracts/constants/forms';
import type { UploadedFile } from '@bitdata/contracts/files';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import {
  ExportButton,
  FieldInput,
  type FormValues,
  genericScreens,
  issueText,
  localized,
  RecordGrid,
  useDocument,
} from '../../backoffice';
import { Attachment } from '../../files';
import { FORMS_NS } from '../texts';
import { ChartView } from './ChartView';
import { PublishView } from './PublishView';
import { RecordsTable } from './RecordsTable';
import { RichTextEditor } from './RichTextEditor';
import { SortableList } from './SortableList';
import { TransferList } from './TransferList';

/** What every component of one rendered form shares. */
export interface RenderContext {
  document: BackofficeDocument;
  fields: ReadonlyMap<string, DocumentField>;
  control: Control<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  /** The saved form's id (charts are counted for it); none in an unsaved preview. */
  formId: string | undefined;
  recordId: string | undefined;
  /** The record's stored data (computed and read-only values are shown from it). */
  data: Record<string, unknown> | undefined;
  readOnly: boolean;
  onCancel: () => void;
}

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const asArray = (text: unknown): unknown[] => {
  const v = parseJson(text);
  return Array.isArray(v) ? v : [];
};
const isFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && typeof (v as UploadedFile).path === 'string';
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === false;

/** A component's label: its own in the reader's language, else its field's, else its kind's name. */
function useLabel(component: FormComponent, field: DocumentField | undefined) {
  const { t, i18n } = useTranslation(FORMS_NS);
  return (
    localized(component.label, i18n.language) ||
    (field ? localized(field.label, i18n.language) || field.code : t(`kinds.${component.kind}`))
  );
}

/** Shown only while the field it names has a value (the component's visibility condition). */
function Visible({ ctx, field, children }: { ctx: RenderContext; field: string; children: ReactNode }) {
  const value = useWatch({ control: ctx.control, name: field });
  return isEmpty(value) ? null : children;
}

/** The components of a layout on the 12-column grid, each with its width per breakpoint. */
export function LayoutGrid({ layout, ctx }: { layout: readonly FormComponent[]; ctx: RenderContext }) {
  return (
    <Grid container spacing={2.5}>
      {layout.map((c) => {
        const cell = (
          <Grid key={c.id} size={c.width} data-testid={`form-component-${c.id}`}>
            <ComponentView component={c} ctx={ctx} />
          </Grid>
        );
        return c.visibleWhen ? (
          <Visible key={c.id} ctx={ctx} field={c.visibleWhen.field}>
            {cell}
          </Visible>
        ) : (
          cell
        );
      })}
    </Grid>
  );
}

function Popup({ component, ctx, label }: { component: FormComponent; ctx: RenderContext; label: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {localized(component.props.text, i18n.language) || label}
      </Button>
      {/* keepMounted: the inputs inside stay registered with the form while it is closed */}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" keepMounted>
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <LayoutGrid layout={component.children ?? []} ctx={ctx} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('popup.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Grid, table, export and charts read another document's records when they name one. */
function SourceDocument({
  ctx,
  code,
  children,
}: {
  ctx: RenderContext;
  code: string | undefined;
  children: (doc: BackofficeDocument) => ReactNode;
}) {
  const other = useDocument(code && code !== ctx.document.code ? code : undefined);
  if (!code || code === ctx.document.code) return children(ctx.document);
  if (other.data) return children(other.data);
  if (other.isError)
    return <RetryAlert error={other.error} onRetry={() => void other.refetch()} testId="form-source-error" />;
  return <SkeletonRows rows={1} testId="form-source-loading" />;
}

/** One component of a form, drawn by its kind. */
export function ComponentView({ component: c, ctx }: { component: FormComponent; ctx: RenderContext }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  // validation messages are the app's (messages.*), in the default namespace
  const { t: tApp } = useTranslation();
  const field = c.field ? ctx.fields.get(c.field) : undefined;
  const label = useLabel(c, field);
  const kind = formKindOf(c.kind);
  if (!kind?.available)
    return <Alert severity="info">{t('notAvailable', { kind: t(`kinds.${c.kind}`) })}</Alert>;
  if (kind.binding === 'required' && !field)
    return <Alert severity="warning">{t('unbound', { kind: t(`kinds.${c.kind}`) })}</Alert>;

  const errorOf = (message: string | undefined) => (message ? issueText(tApp, i18n, message) : undefined);
  const labelled = field ? { ...field, label: { en: label, vi: label } } : undefined;

  switch (c.kind) {
    case 'input':
    case 'datePicker':
      return <FieldInput field={labelled as DocumentField} control={ctx.control} setValue={ctx.setValue} />;
    case 'select': {
      if (c.props.optionsSource !== 'values')
        return <FieldInput field={labelled as DocumentField} control={ctx.control} setValue={ctx.setValue} />;
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input, fieldState }) => (
            <TextField
              select
              fullWidth
              label={label}
              name={input.name}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={Boolean(fieldState.error)}
              helperText={errorOf(fieldState.error?.message)}
              disabled={ctx.readOnly}
            >
              <MenuItem value="">
                <em>{t('none')}</em>
              </MenuItem>
              {(c.props.options ?? []).map((o) => (
                <MenuItem key={String(o)} value={String(o)}>
                  {String(o)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      );
    }
    case 'radio': {
      const options =
        c.props.optionsSource === 'values' ? (c.props.options ?? []) : (field?.validation?.options ?? []);
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} disabled={ctx.readOnly}>
              <FormLabel>{label}</FormLabel>
              <RadioGroup
                row
                name={input.name}
                value={input.value === undefined || input.value === null ? '' : String(input.value)}
                onChange={(_, v) => input.onChange(v)}
              >
                {options.map((o) => (
                  <FormControlLabel key={String(o)} value={String(o)} control={<Radio />} label={String(o)} />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{errorOf(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
      );
    }
    case 'checkbox':
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input }) => (
            <FormControlLabel
              label={label}
              disabled={ctx.readOnly}
              control={
                <Checkbox
                  name={input.name}
                  checked={input.value === true}
                  onChange={(e) => input.onChange(e.target.checked)}
                />
              }
            />
          )}
        />
      );
    case 'editor':
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input, fieldState }) => (
            <RichTextEditor
              label={label}
              value={typeof input.value === 'string' ? input.value : ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={errorOf(fieldState.error?.message)}
              readOnly={ctx.readOnly}
            />
          )}
        />
      );
    case 'attachment':
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input, fieldState }) => {
            const value = parseJson(input.value);
            return (
              <Stack spacing={0.5}>
                <Attachment
                  document={ctx.document.code}
                  {...(ctx.recordId ? { recordId: ctx.recordId } : {})}
                  value={isFile(value) ? value : null}
                  onChange={(file) => input.onChange(file ? JSON.stringify(file) : '')}
                  label={label}
                  disabled={ctx.readOnly}
                />
                {fieldState.error && (
                  <FormHelperText error>{errorOf(fieldState.error.message)}</FormHelperText>
                )}
              </Stack>
            );
          }}
        />
      );
    case 'dragDrop':
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input }) => (
            <SortableList
              label={label}
              items={asArray(input.value)}
              onChange={(items) => input.onChange(JSON.stringify(items))}
              readOnly={ctx.readOnly}
            />
          )}
        />
      );
    case 'transferList':
      return (
        <Controller
          name={c.field as string}
          control={ctx.control}
          render={({ field: input }) => (
            <TransferList
              label={label}
              options={c.props.options ?? field?.validation?.options ?? []}
              value={asArray(input.value).filter(
                (v): v is string | number | boolean => typeof v !== 'object' && v !== undefined,
              )}
              onChange={(v) => input.onChange(JSON.stringify(v))}
              readOnly={ctx.readOnly}
            />
          )}
        />
      );
    case 'label':
      return <LabelView component={c} ctx={ctx} label={label} />;
    case 'hyperlink':
    case 'image':
      return <LinkView component={c} ctx={ctx} label={label} />;
    case 'popup':
      return <Popup component={c} ctx={ctx} label={label} />;
    case 'buttons':
      return (
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {(c.props.actions ?? ['save', 'cancel']).includes('cancel') && (
            <Button onClick={ctx.onCancel}>{t('buttons.cancel')}</Button>
          )}
          {(c.props.actions ?? ['save', 'cancel']).includes('save') && !ctx.readOnly && (
            <Button type="submit" variant="contained" data-testid="form-save-button">
              {t('buttons.save')}
            </Button>
          )}
        </Stack>
      );
    case 'table':
      return (
        <SourceDocument ctx={ctx} code={c.props.document}>
          {(doc) => (
            <Stack spacing={1}>
              <Typography variant="subtitle2">{label}</Typography>
              <RecordsTable document={doc} {...(c.props.columns ? { columns: c.props.columns } : {})} />
            </Stack>
          )}
        </SourceDocument>
      );
    case 'dataGrid':
      return (
        <SourceDocument ctx={ctx} code={c.props.document}>
          {(doc) => <RecordGrid document={doc} screens={genericScreens(doc.code)} />}
        </SourceDocument>
      );
    case 'excelExport':
      return (
        <SourceDocument ctx={ctx} code={c.props.document}>
          {(doc) => (
            <ExportButton
              document={doc.code}
              query={c.props.columns?.length ? { fields: c.props.columns.join(',') } : {}}
            />
          )}
        </SourceDocument>
      );
    case 'pieChart':
    case 'donutChart':
    case 'barChart':
      return <ChartView formId={ctx.formId} component={c} title={label} />;
    case 'marketPicker':
    case 'btcEthOverview':
    case 'pricing':
    case 'timer':
      return <PublishView component={c} ctx={ctx} label={label} />;
    default:
      return <Alert severity="info">{t('notAvailable', { kind: t(`kinds.${c.kind}`) })}</Alert>;
  }
}

function LabelView({
  component: c,
  ctx,
  label,
}: {
  component: FormComponent;
  ctx: RenderContext;
  label: string;
}) {
  const { i18n } = useTranslation(FORMS_NS);
  const value = useWatch({ control: ctx.control, name: c.field ?? '__none' });
  const shown = c.field ? (ctx.data?.[c.field] ?? value) : undefined;
  return (
    <Stack spacing={0.25}>
      <Typography variant="subtitle2">{localized(c.props.text, i18n.language) || label}</Typography>
      {c.field && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {isEmpty(shown) ? '—' : typeof shown === 'object' ? JSON.stringify(shown) : String(shown)}
        </Typography>
      )}
    </Stack>
  );
}

function LinkView({
  component: c,
  ctx,
  label,
}: {
  component: FormComponent;
  ctx: RenderContext;
  label: string;
}) {
  const value = useWatch({ control: ctx.control, name: c.field ?? '__none' });
  const target = (c.field ? (typeof value === 'string' ? value : '') : '') || c.props.href || '';
  // only http(s) and site paths: a stored "javascript:" never becomes a link
  const safe = /^(https?:\/\/|\/)/.test(target) ? target : '';
  if (c.kind === 'image')
    return safe ? (
      <Box component="img" src={safe} alt={label} sx={{ maxWidth: '100%', borderRadius: 1 }} />
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    );
  return safe ? (
    <Link href={safe} target={safe.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
      {label}
    </Link>
  ) : (
    <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
  );
}
