import { FIELD_TYPES } from '@bitdata/contracts/constants';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DocumentDraft } from './draft';
import { DraftChips, DraftSwitch, DraftText } from './inputs';
import { ReferenceEditor } from './ReferenceEditor';

interface Props {
  index: number;
  count: number;
  control: Control<DocumentDraft>;
  codes: string[];
  expanded: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const NUMERIC = ['number', 'double', 'float'];

/** One field of the document being designed: its summary line with move and remove, and its settings. */
export function FieldEditor({ index, count, control, codes, expanded, onToggle, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const at = `fields.${index}` as const;
  const [code, type, label] = useWatch({ control, name: [`${at}.code`, `${at}.type`, `${at}.label.en`] });
  const { errors } = useFormState({ control, name: at });
  const hasError = Boolean(errors.fields?.[index]);
  const numeric = NUMERIC.includes(type);
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters data-testid={`field-editor-${index}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`field-${index}-content`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
          <Typography
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: hasError ? 'error.main' : undefined }}
          >
            {code || t('backoffice:designer.newField')}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
            noWrap
          >
            {`${t(`backoffice:types.${type}`)}${label ? ` · ${label}` : ''}`}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`field-${index}-content`}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              size="small"
              aria-label={t('backoffice:designer.moveUp')}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('backoffice:designer.moveDown')}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              color="error"
              aria-label={t('backoffice:designer.removeField')}
              onClick={onRemove}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DraftText
              name={`${at}.code`}
              control={control}
              label={t('backoffice:designer.fieldCode')}
              required
            />
            <DraftText name={`${at}.type`} control={control} label={t('backoffice:designer.type')} select>
              {FIELD_TYPES.map((ft) => (
                <MenuItem key={ft} value={ft}>
                  {t(`backoffice:types.${ft}`)}
                </MenuItem>
              ))}
            </DraftText>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DraftText
              name={`${at}.label.en`}
              control={control}
              label={t('backoffice:designer.labelEn')}
              required
            />
            <DraftText
              name={`${at}.label.vi`}
              control={control}
              label={t('backoffice:designer.labelVi')}
              required
            />
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <DraftSwitch
              name={`${at}.required`}
              control={control}
              label={t('backoffice:designer.required')}
            />
            <DraftSwitch name={`${at}.unique`} control={control} label={t('backoffice:designer.unique')} />
            <DraftSwitch name={`${at}.listed`} control={control} label={t('backoffice:designer.listed')} />
            <DraftSwitch
              name={`${at}.sortable`}
              control={control}
              label={t('backoffice:designer.sortable')}
            />
            <DraftSwitch
              name={`${at}.searchable`}
              control={control}
              label={t('backoffice:designer.searchable')}
            />
          </Box>
          <DraftText
            name={`${at}.default`}
            control={control}
            label={t('backoffice:designer.default')}
            helperText={t('backoffice:designer.defaultHint')}
          />
          <Typography variant="subtitle2">{t('backoffice:designer.validation')}</Typography>
          {numeric && (
            <Stack direction="row" spacing={2}>
              <DraftText
                name={`${at}.min`}
                control={control}
                label={t('backoffice:designer.min')}
                inputMode="decimal"
              />
              <DraftText
                name={`${at}.max`}
                control={control}
                label={t('backoffice:designer.max')}
                inputMode="decimal"
              />
            </Stack>
          )}
          {type === 'string' && (
            <>
              <Stack direction="row" spacing={2}>
                <DraftText
                  name={`${at}.minLength`}
                  control={control}
                  label={t('backoffice:designer.minLength')}
                  inputMode="numeric"
                />
                <DraftText
                  name={`${at}.maxLength`}
                  control={control}
                  label={t('backoffice:designer.maxLength')}
                  inputMode="numeric"
                />
              </Stack>
              <DraftText
                name={`${at}.pattern`}
                control={control}
                label={t('backoffice:designer.pattern')}
                helperText={t('backoffice:designer.patternHint')}
              />
            </>
          )}
          {(numeric || type === 'string') && (
            <DraftChips
              name={`${at}.options`}
              control={control}
              label={t('backoffice:designer.options')}
              helperText={t('backoffice:designer.optionsHint')}
            />
          )}
          <ReferenceEditor index={index} control={control} codes={codes.filter((c) => c !== code)} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
