import { INTERVAL_CODES, type IntervalCode } from '@bitdata/contracts/constants';
import type { FilterField } from '@bitdata/contracts/filters';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type Control, Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIntervalHistory } from '../../market';
import { acceptsField, comparableFields, type FilterFormInput, isListOperator } from '../condition-form';
import { FieldPicker } from './FieldPicker';
import '../texts';

interface Props {
  index: number;
  fields: readonly FilterField[];
  onRemove?: () => void;
}

/**
 * "Interval of the filter" or one of the seven: a condition may read another interval's last closed
 * candle. An interval of which the filter's exchange and data type hold no candles says so.
 */
function IntervalSelect({
  control,
  name,
  label,
}: {
  control: Control<FilterFormInput>;
  name: `conditions.${number}.interval` | `conditions.${number}.rightInterval`;
  label: string;
}) {
  const { t } = useTranslation();
  const [exchangeId, dataType] = useWatch({ control, name: ['exchangeId', 'dataType'] });
  const historyOf = useIntervalHistory(Number(exchangeId), Number(dataType));
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          sx={{ width: { sm: 170 }, flexShrink: 0 }}
          slotProps={{
            select: {
              displayEmpty: true,
              // the chosen interval by its name alone: its mark is in the open list
              renderValue: (code) =>
                code ? t(`market.intervals.${code as IntervalCode}`) : t('screener:builder.sameInterval'),
            },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="">{t('screener:builder.sameInterval')}</MenuItem>
          {INTERVAL_CODES.map((code) => (
            <MenuItem key={code} value={code} sx={{ flexDirection: 'column', alignItems: 'flex-start' }}>
              {t(`market.intervals.${code}`)}
              {!historyOf(code).hasHistory && ' '}
              {!historyOf(code).hasHistory && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('market.picker.noHistory')}
                </Typography>
              )}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** What the value box accepts for this field and operator, in words. */
function valueHint(field: FilterField | undefined, operator: string, t: TFunction) {
  if (!field) return undefined;
  if (field.kind === 'code' && field.codes)
    return t('screener:builder.hintCodes', { codes: Object.keys(field.codes).join(', ') });
  if (field.kind === 'flag') return t('screener:builder.hintFlag');
  if (field.kind === 'patternSet') return t('screener:builder.hintPattern');
  if (isListOperator(operator as never)) return t('screener:builder.hintList');
  return undefined;
}

/** One condition: field (and its interval), an operator fitting the field, a value or another field. */
export function ConditionRow({ index, fields, onRemove }: Props) {
  const { t } = useTranslation();
  const { control, setValue, getFieldState, formState } = useFormContext<FilterFormInput>();
  const row = useWatch({ control, name: `conditions.${index}` });
  const left = fields.find((f) => f.name === row?.field);
  const operators = left?.operators ?? [];
  const fieldMode = row?.mode === 'field' && acceptsField(row.operator ?? '');
  const valueError = getFieldState(`conditions.${index}.value`, formState).error;
  const operatorError = getFieldState(`conditions.${index}.operator`, formState).error;
  const n = index + 1;

  return (
    <Box
      role="group"
      aria-label={t('screener:builder.conditionN', { n })}
      data-testid={`condition-${index}`}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Controller
              name={`conditions.${index}.field`}
              control={control}
              render={({ field, fieldState }) => (
                <FieldPicker
                  fields={fields}
                  value={field.value}
                  label={t('screener:builder.field')}
                  testId={`condition-${index}-field`}
                  error={Boolean(fieldState.error)}
                  onChange={(name) => {
                    const next = fields.find((f) => f.name === name);
                    // an operator the new field does not take is cleared, not sent
                    if (next && row?.operator && !next.operators.includes(row.operator))
                      setValue(`conditions.${index}.operator`, '');
                    if (next && !acceptsField(row?.operator ?? ''))
                      setValue(`conditions.${index}.mode`, 'value');
                    field.onChange(name);
                  }}
                />
              )}
            />
          </Box>
          <IntervalSelect
            control={control}
            name={`conditions.${index}.interval`}
            label={t('screener:builder.interval')}
          />
          {onRemove && (
            <IconButton onClick={onRemove} aria-label={t('screener:builder.removeCondition', { n })}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
        >
          <Controller
            name={`conditions.${index}.operator`}
            control={control}
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={t('screener:builder.operator')}
                // while a new field's operators arrive, an operator it does not take shows as none
                value={field.value && operators.includes(field.value) ? field.value : ''}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  if (!acceptsField(e.target.value as never)) setValue(`conditions.${index}.mode`, 'value');
                }}
                disabled={!left}
                error={Boolean(operatorError)}
                sx={{ width: { sm: 200 }, flexShrink: 0 }}
                slotProps={{ htmlInput: { 'data-testid': `condition-${index}-operator` } }}
              >
                {operators.map((op) => (
                  <MenuItem key={op} value={op}>
                    {t(`screener:operators.${op}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {acceptsField(row?.operator ?? '') && (
            <Controller
              name={`conditions.${index}.mode`}
              control={control}
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={field.value}
                  onChange={(_, next) => next && field.onChange(next)}
                  aria-label={t('screener:builder.compareWith')}
                >
                  <ToggleButton value="value">{t('screener:builder.aValue')}</ToggleButton>
                  <ToggleButton value="field">{t('screener:builder.aField')}</ToggleButton>
                </ToggleButtonGroup>
              )}
            />
          )}
          {fieldMode ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flex: 1, minWidth: 260 }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Controller
                  name={`conditions.${index}.rightField`}
                  control={control}
                  render={({ field }) => (
                    <FieldPicker
                      fields={comparableFields(fields, left)}
                      value={field.value}
                      onChange={field.onChange}
                      label={t('screener:builder.otherField')}
                      testId={`condition-${index}-right-field`}
                      error={Boolean(valueError)}
                    />
                  )}
                />
              </Box>
              <IntervalSelect
                control={control}
                name={`conditions.${index}.rightInterval`}
                label={t('screener:builder.interval')}
              />
            </Stack>
          ) : (
            <Controller
              name={`conditions.${index}.value`}
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  size="small"
                  label={t('screener:builder.value')}
                  disabled={!row?.operator}
                  error={Boolean(valueError)}
                  helperText={valueHint(left, row?.operator ?? '', t)}
                  sx={{ flex: 1, minWidth: 140 }}
                  slotProps={{ htmlInput: { 'data-testid': `condition-${index}-value` } }}
                />
              )}
            />
          )}
        </Stack>
      </Stack>
      {(valueError || operatorError) && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 1 }}>
          {t(`messages.${(valueError ?? operatorError)?.message}`, {
            defaultValue: (valueError ?? operatorError)?.message,
          })}
        </Typography>
      )}
    </Box>
  );
}
