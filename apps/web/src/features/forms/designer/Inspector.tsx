import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { FormComponent, FormProps } from '@bitdata/contracts/backoffice/forms';
import {
  FORM_BREAKPOINTS,
  FORM_CHART_KINDS,
  FORM_COLUMNS,
  formKindOf,
} from '@bitdata/contracts/constants/forms';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localized } from '../../backoffice';
import { fitsKind } from '../layout';
import { FORMS_NS } from '../texts';

const COLUMNS = Array.from({ length: FORM_COLUMNS }, (_, i) => i + 1);
const listText = (values: readonly unknown[] | undefined) => (values ?? []).map(String).join(', ');
const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The selected component's settings: field binding, labels in both languages, widths, visibility, kind settings. */
export function Inspector({
  component: c,
  fields,
  onChange,
}: {
  component: FormComponent;
  fields: readonly DocumentField[];
  onChange: (next: FormComponent) => void;
}) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const kind = formKindOf(c.kind);
  const fieldName = (f: DocumentField) => `${localized(f.label, i18n.language) || f.code} (${f.code})`;
  const setProps = (props: Partial<FormProps>) => onChange({ ...c, props: { ...c.props, ...props } });
  const bindable = fields.filter((f) => fitsKind(c.kind, f));
  const isChart = (FORM_CHART_KINDS as readonly string[]).includes(c.kind);
  const isData = kind?.group === 'data' || isChart;
  return (
    <Stack spacing={2} data-testid="form-inspector">
      <Typography variant="subtitle1" component="h2">
        {t(`kinds.${c.kind}`)}
      </Typography>
      {kind && kind.binding !== 'none' && (
        <TextField
          select
          label={t('inspector.field')}
          value={c.field ?? ''}
          onChange={(e) => {
            const next = { ...c };
            if (e.target.value) next.field = e.target.value;
            else delete next.field;
            onChange(next);
          }}
          required={kind.binding === 'required'}
          helperText={bindable.length === 0 ? t('inspector.noFittingField') : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'inspector-field' } }}
        >
          {kind.binding === 'optional' && (
            <MenuItem value="">
              <em>{t('none')}</em>
            </MenuItem>
          )}
          {bindable.map((f) => (
            <MenuItem key={f.code} value={f.code}>
              {fieldName(f)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1}>
        {(['en', 'vi'] as const).map((lang) => (
          <TextField
            key={lang}
            label={t(`inspector.label_${lang}`)}
            value={c.label[lang]}
            onChange={(e) => onChange({ ...c, label: { ...c.label, [lang]: e.target.value } })}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `inspector-label-${lang}` } }}
          />
        ))}
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="caption">{t('inspector.width')}</Typography>
        <Stack direction="row" spacing={1}>
          {FORM_BREAKPOINTS.map((bp) => (
            <TextField
              key={bp}
              select
              size="small"
              label={bp}
              value={c.width[bp]}
              onChange={(e) => onChange({ ...c, width: { ...c.width, [bp]: Number(e.target.value) } })}
              sx={{ flex: 1 }}
            >
              {COLUMNS.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      </Stack>
      <TextField
        select
        label={t('inspector.visibleWhen')}
        value={c.visibleWhen?.field ?? ''}
        onChange={(e) => {
          const next = { ...c };
          if (e.target.value) next.visibleWhen = { field: e.target.value, hasValue: true };
          else delete next.visibleWhen;
          onChange(next);
        }}
        helperText={t('inspector.visibleWhenHelp')}
      >
        <MenuItem value="">
          <em>{t('inspector.always')}</em>
        </MenuItem>
        {fields
          .filter((f) => f.code !== c.field)
          .map((f) => (
            <MenuItem key={f.code} value={f.code}>
              {fieldName(f)}
            </MenuItem>
          ))}
      </TextField>
      {(c.kind === 'select' || c.kind === 'radio' || c.kind === 'transferList') && (
        <>
          <TextField
            select
            label={t('inspector.optionsSource')}
            value={c.props.optionsSource ?? 'field'}
            onChange={(e) => setProps({ optionsSource: e.target.value as 'field' | 'values' })}
          >
            <MenuItem value="field">{t('inspector.optionsFromField')}</MenuItem>
            <MenuItem value="values">{t('inspector.optionsFromList')}</MenuItem>
          </TextField>
          {c.props.optionsSource === 'values' && (
            <TextField
              label={t('inspector.options')}
              helperText={t('inspector.commaList')}
              defaultValue={listText(c.props.options)}
              onBlur={(e) => setProps({ options: splitList(e.target.value) })}
            />
          )}
        </>
      )}
      {isData && (
        <TextField
          label={t('inspector.document')}
          helperText={t('inspector.documentHelp')}
          defaultValue={c.props.document ?? ''}
          onBlur={(e) => {
            const value = e.target.value.trim();
            const { document: _, ...props } = c.props;
            onChange({ ...c, props: value ? { ...props, document: value } : props });
          }}
        />
      )}
      {isChart && (
        <TextField
          select
          label={t('inspector.groupBy')}
          value={c.props.groupBy ?? ''}
          onChange={(e) => setProps({ groupBy: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'inspector-group-by' } }}
        >
          {fields.map((f) => (
            <MenuItem key={f.code} value={f.code}>
              {fieldName(f)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {kind?.group === 'data' && (
        <TextField
          label={t('inspector.columns')}
          helperText={t('inspector.commaList')}
          defaultValue={listText(c.props.columns)}
          onBlur={(e) => setProps({ columns: splitList(e.target.value) })}
        />
      )}
      {(c.kind === 'label' || c.kind === 'popup') && (
        <Stack direction="row" spacing={1}>
          {(['en', 'vi'] as const).map((lang) => (
            <TextField
              key={lang}
              label={t(`inspector.text_${lang}`)}
              value={c.props.text?.[lang] ?? ''}
              onChange={(e) =>
                setProps({
                  text: { en: c.props.text?.en ?? '', vi: c.props.text?.vi ?? '', [lang]: e.target.value },
                })
              }
              fullWidth
            />
          ))}
        </Stack>
      )}
      {(c.kind === 'hyperlink' || c.kind === 'image') && (
        <TextField
          label={t('inspector.href')}
          helperText={t('inspector.hrefHelp')}
          value={c.props.href ?? ''}
          onChange={(e) => setProps({ href: e.target.value })}
        />
      )}
    </Stack>
  );
}
