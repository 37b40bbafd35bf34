import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/errors';
import { backofficePaths } from '../paths';

interface Offence {
  field: string;
  records: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The records whose values do not fit a field's new type, from a fieldTypeChangeRefused answer: each
 * detail names the field by its place in the sent fields (`fields.<n>.type`) and lists `recordIds`.
 */
export function offencesOf(error: unknown, codes: readonly string[]): Offence[] | null {
  if (!(error instanceof ApiError) || error.key !== 'fieldTypeChangeRefused') return null;
  const details = Array.isArray(error.details) ? error.details : [error.details];
  const offences: Offence[] = [];
  const loose = strings(details);
  if (loose.length > 0) offences.push({ field: '', records: loose });
  for (const item of details) {
    if (!item || typeof item !== 'object') continue;
    const d = item as Record<string, unknown>;
    const index = /^fields\.(\d+)\./.exec(String(d.path ?? ''))?.[1];
    const field = index === undefined ? String(d.field ?? '') : (codes[Number(index)] ?? '');
    const records = [...strings(d.records), ...strings(d.recordIds), ...strings(d.ids)];
    if (records.length > 0 || field) offences.push({ field, records });
  }
  return offences;
}

/** Says which records keep a type change from saving, each a link to its edit screen. */
export function TypeChangeRefusal({ document, offences }: { document: string; offences: Offence[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="type-change-refused">
      <AlertTitle>{t('messages.fieldTypeChangeRefused')}</AlertTitle>
      <Stack spacing={0.5}>
        {offences.map((offence) => (
          <span key={offence.field || 'records'}>
            {offence.field && `${offence.field}: `}
            {offence.records.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <Link component={RouterLink} to={backofficePaths.record(document, id)}>
                  {id}
                </Link>
              </span>
            ))}
          </span>
        ))}
      </Stack>
    </Alert>
  );
}
