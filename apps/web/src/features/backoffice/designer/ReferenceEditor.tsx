import { FIELD_FUNCTIONS, REFERENCE_MODES } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../hooks';
import { localized } from '../localized';
import type { DocumentDraft } from './draft';
import { DraftChips, DraftText } from './inputs';

interface Props {
  index: number;
  control: Control<DocumentDraft>;
  /** The document's field codes, offered for arguments and fills. */
  codes: string[];
}

/** When chosen, copy a field of the chosen item into a field of this record. */
function Fills({ index, control, codes }: Props) {
  const { t } = useTranslation();
  const fills = useFieldArray({ control, name: `fields.${index}.fills` });
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('backoffice:designer.fillsHint')}
      </Typography>
      {fills.fields.map((fill, i) => (
        <Stack key={fill.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DraftText
            name={`fields.${index}.fills.${i}.from`}
            control={control}
            label={t('backoffice:designer.fillFrom')}
          />
          <DraftText
            name={`fields.${index}.fills.${i}.to`}
            control={control}
            label={t('backoffice:designer.fillTo')}
            select
          >
            {codes.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </DraftText>
          <IconButton aria-label={t('backoffice:designer.removeFill')} onClick={() => fills.remove(i)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => fills.append({ from: '', to: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('backoffice:designer.addFill')}
      </Button>
    </Stack>
  );
}

/** A field's reference: none, an API path, another document's records, a server function, read-only. */
export function ReferenceEditor({ index, control, codes }: Props) {
  const { t, i18n } = useTranslation();
  const mode = useWatch({ control, name: `fields.${index}.mode` });
  const documents = useDocuments(undefined, undefined, mode === 'own');
  return (
    <Stack spacing={2}>
      <DraftText
        name={`fields.${index}.mode`}
        control={control}
        label={t('backoffice:designer.reference')}
        select
      >
        <MenuItem value="">{t('backoffice:designer.modes.none')}</MenuItem>
        {REFERENCE_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`backoffice:designer.modes.${m}`)}
          </MenuItem>
        ))}
      </DraftText>
      {mode === 'api' && (
        <>
          <DraftText
            name={`fields.${index}.path`}
            control={control}
            label={t('backoffice:designer.apiPath')}
            helperText={t('backoffice:designer.apiPathHint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DraftText
              name={`fields.${index}.valueField`}
              control={control}
              label={t('backoffice:designer.valueField')}
            />
            <DraftText
              name={`fields.${index}.labelField`}
              control={control}
              label={t('backoffice:designer.labelField')}
            />
          </Stack>
          <Fills index={index} control={control} codes={codes} />
        </>
      )}
      {mode === 'own' && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DraftText
              name={`fields.${index}.document`}
              control={control}
              label={t('backoffice:designer.document')}
              select
            >
              {(documents.data ?? []).map((doc) => (
                <MenuItem key={doc.code} value={doc.code}>
                  {`${localized(doc.name, i18n.language)} (${doc.code})`}
                </MenuItem>
              ))}
            </DraftText>
            <DraftText
              name={`fields.${index}.labelField`}
              control={control}
              label={t('backoffice:designer.labelField')}
            />
          </Stack>
          <Fills index={index} control={control} codes={codes} />
        </>
      )}
      {mode === 'function' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DraftText
            name={`fields.${index}.fn`}
            control={control}
            label={t('backoffice:designer.function')}
            select
          >
            {FIELD_FUNCTIONS.map((fn) => (
              <MenuItem key={fn} value={fn}>
                {t(`backoffice:designer.functions.${fn}`)}
              </MenuItem>
            ))}
          </DraftText>
          <DraftChips
            name={`fields.${index}.args`}
            control={control}
            label={t('backoffice:designer.args')}
            choices={codes}
          />
        </Stack>
      )}
    </Stack>
  );
}
