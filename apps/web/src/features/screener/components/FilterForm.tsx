import {
  ENTRY_TYPES,
  FILTER_ERROR,
  type IntervalCode,
  MAX_FILTER_CONDITIONS,
  NOTIFICATION_ERROR,
  PRICING_PATH,
} from '@bitdata/contracts/constants';
import type { FilterField, FilterInput, FilterPreviewInput } from '@bitdata/contracts/filters';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/errors';
import { RHFTextField } from '../../../components/form/RHFTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useErrorText } from '../../../components/form/useErrorText';
import { MarketPicker } from '../../market';
import {
  conditionItemsOf,
  conditionListOf,
  emptyRow,
  type FilterFormInput,
  type FilterFormOutput,
  filterFormSchema,
  rowGroups,
  toInput,
} from '../condition-form';
import { ConditionRow } from './ConditionRow';
import { NotifyField } from './NotifyField';
import { PercentChips } from './PercentChips';
import { PreviewPanel } from './PreviewPanel';
import '../texts';

interface Props {
  fields: readonly FilterField[];
  defaults: FilterFormInput;
  /** the intervals the member's plan screens (others are shown disabled) */
  planIntervals?: readonly IntervalCode[];
  onSave: (input: FilterInput) => Promise<void>;
}

interface Refusal {
  text: string;
  upgrade: boolean;
}

/**
 * A 400 naming a condition: `details: [{ index, member?, key }]` (member: inside an "any of" group); the
 * builder puts the message on that row.
 */
const conditionIssues = (error: unknown) =>
  error instanceof ApiError && Array.isArray(error.details)
    ? (error.details as Array<{ index?: unknown; member?: unknown; key?: unknown }>).filter(
        (d): d is { index: number; member?: number; key: string } =>
          typeof d?.index === 'number' && typeof d.key === 'string',
      )
    : [];

/** How a row joins the one above: AND (a new condition) or OR (one more way to meet the one above). */
function JoinToggle({ index }: { index: number }) {
  const { t } = useTranslation();
  return (
    <Controller
      name={`conditions.${index}.join`}
      render={({ field }) => (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={field.value}
          onChange={(_, v) => v && field.onChange(v)}
          aria-label={t('screener:builder.joinLabel', { n: index + 1 })}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="and" data-testid={`join-and-${index}`}>
            {t('screener:builder.joinAnd')}
          </ToggleButton>
          <ToggleButton value="or" data-testid={`join-or-${index}`}>
            {t('screener:builder.joinOr')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
    />
  );
}

/** The condition builder with the market, entry, targets and a live preview of its matches. */
export function FilterForm({ fields, defaults, planIntervals, onSave }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm<FilterFormInput, unknown, FilterFormOutput>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: defaults,
  });
  const { control, handleSubmit, setError, formState } = form;
  const conditions = useFieldArray({ control, name: 'conditions' });
  const [rows, exchangeId, dataType, interval] = useWatch({
    control,
    name: ['conditions', 'exchangeId', 'dataType', 'interval'],
  });

  // the preview's request, stable while nothing it depends on changed
  const previewKey = JSON.stringify(
    (() => {
      const list = conditionListOf(rows ?? []);
      return list.length ? { conditionList: list, exchangeId, dataType, interval } : null;
    })(),
  );
  const preview = useMemo(() => JSON.parse(previewKey) as FilterPreviewInput | null, [previewKey]);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSave(toInput(values));
    } catch (error) {
      const upgrade =
        error instanceof ApiError &&
        (error.code === FILTER_ERROR.limit ||
          error.code === FILTER_ERROR.intervalNotInPlan ||
          error.code === NOTIFICATION_ERROR.limit);
      const items = conditionItemsOf(values.conditions);
      for (const issue of conditionIssues(error)) {
        const row = items[issue.index]?.rows[issue.member ?? 0];
        if (row !== undefined) setError(`conditions.${row}.value`, { type: 'server', message: issue.key });
      }
      setRefusal({ text: errorText(error), upgrade });
    }
  });

  return (
    <FormProvider {...form}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            spacing={3}
            aria-label={t('screener:builder.title')}
          >
            <Card sx={{ p: 2.5 }}>
              <Stack spacing={2.5}>
                <RHFTextField name="name" control={control} label={t('screener:builder.name')} required />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <RHFTextField
                    name="titleEn"
                    control={control}
                    label={t('screener:builder.titleEn')}
                    fullWidth
                  />
                  <RHFTextField
                    name="titleVi"
                    control={control}
                    label={t('screener:builder.titleVi')}
                    fullWidth
                  />
                </Stack>
                <Controller
                  name="interval"
                  control={control}
                  render={({ field: intervalField }) => (
                    <MarketPicker
                      showInterval
                      value={{
                        exchangeId: Number(exchangeId),
                        dataType: Number(dataType),
                        interval: intervalField.value,
                      }}
                      availableIntervals={planIntervals}
                      onChange={(v) => {
                        form.setValue('exchangeId', v.exchangeId, { shouldDirty: true });
                        form.setValue('dataType', v.dataType, { shouldDirty: true });
                        if (v.interval) intervalField.onChange(v.interval);
                      }}
                    />
                  )}
                />
                <Controller
                  name="entryType"
                  control={control}
                  render={({ field }) => (
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" id="entry-type-label">
                        {t('screener:builder.entryType')}
                      </Typography>
                      <ToggleButtonGroup
                        exclusive
                        size="small"
                        value={field.value}
                        onChange={(_, next) => next && field.onChange(next)}
                        aria-labelledby="entry-type-label"
                      >
                        {ENTRY_TYPES.map((e) => (
                          <ToggleButton key={e} value={e}>
                            {t(`screener:entry.${e}`)}
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                    </Stack>
                  )}
                />
              </Stack>
            </Card>

            <Card sx={{ p: 2.5 }}>
              <Stack spacing={2}>
                <Typography variant="h6" component="h2">
                  {t('screener:builder.conditions')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('screener:builder.conditionsHelp')}
                </Typography>
                {conditions.fields.map((row, index) => (
                  <Fragment key={row.id}>
                    {index > 0 && <JoinToggle index={index} />}
                    <Box
                      sx={
                        rows?.[index]?.join === 'or' || rows?.[index + 1]?.join === 'or'
                          ? { borderLeft: 3, borderColor: 'secondary.main', pl: 1.5 }
                          : undefined
                      }
                    >
                      <ConditionRow
                        index={index}
                        fields={fields}
                        onRemove={conditions.fields.length > 1 ? () => conditions.remove(index) : undefined}
                      />
                    </Box>
                  </Fragment>
                ))}
                {formState.errors.conditions?.root?.message || formState.errors.conditions?.message ? (
                  <Typography color="error" role="alert" variant="body2">
                    {t(
                      `messages.${formState.errors.conditions?.message ?? formState.errors.conditions?.root?.message}`,
                    )}
                  </Typography>
                ) : null}
                <div>
                  <Button
                    startIcon={<AddIcon />}
                    onClick={() => conditions.append(emptyRow())}
                    disabled={rowGroups(rows ?? []).length >= MAX_FILTER_CONDITIONS}
                  >
                    {t('screener:builder.addCondition')}
                  </Button>
                </div>
              </Stack>
            </Card>

            <Card sx={{ p: 2.5 }}>
              <Stack spacing={2.5}>
                <Controller
                  name="takeProfits"
                  control={control}
                  render={({ field }) => (
                    <PercentChips
                      value={(field.value as number[] | undefined) ?? []}
                      onChange={field.onChange}
                      label={t('screener:builder.takeProfits')}
                      suggestions={[1, 2, 3, 5, 10]}
                      testId="take-profits"
                    />
                  )}
                />
                <Controller
                  name="stoplosses"
                  control={control}
                  render={({ field }) => (
                    <PercentChips
                      value={(field.value as number[] | undefined) ?? []}
                      onChange={field.onChange}
                      label={t('screener:builder.stoplosses')}
                      suggestions={[1, 2, 3, 5]}
                      testId="stoplosses"
                    />
                  )}
                />
                <Controller
                  name="active"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={Boolean(field.value)}
                          onChange={(e) => field.onChange(e.target.checked)}
                        />
                      }
                      label={t('screener:builder.active')}
                    />
                  )}
                />
                <NotifyField />
              </Stack>
            </Card>

            {refusal && (
              <Alert
                severity="error"
                role="alert"
                action={
                  refusal.upgrade ? (
                    <Button component={RouterLink} to={PRICING_PATH} color="inherit" size="small">
                      {t('screener:builder.upgrade')}
                    </Button>
                  ) : undefined
                }
              >
                {refusal.text}
              </Alert>
            )}
            <div>
              <SubmitButton control={control}>{t('common.save')}</SubmitButton>
            </div>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PreviewPanel body={preview} fields={fields} />
        </Grid>
      </Grid>
    </FormProvider>
  );
}
