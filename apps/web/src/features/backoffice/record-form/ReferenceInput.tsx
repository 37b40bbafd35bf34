import type { FieldReference } from '@bitdata/contracts/backoffice/documents';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordsApi, referenceItems, referencePrefix } from '../api';

type Chooser = Extract<FieldReference, { mode: 'own' | 'api' }>;

/** One choice of a reference: the value stored, the text shown, and the item's fields (for fills). */
export interface ReferenceOption {
  value: string | number;
  label: string;
  item: Record<string, unknown>;
}

const SEARCH_PAGE = 25;
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The choices for a search: the referenced document's records, or the items of one of our API paths. */
async function optionsFor(reference: Chooser, search: string): Promise<ReferenceOption[]> {
  if (reference.mode === 'own') {
    const page = await recordsApi.list(reference.document, {
      page: 1,
      pageSize: SEARCH_PAGE,
      search: search || undefined,
    });
    return page.data.map((record) => ({
      value: record.id,
      label: asText(record.data[reference.labelField]) || record.id,
      item: record.data,
    }));
  }
  const items = await referenceItems(reference.path, search);
  return items
    .filter(
      (item) =>
        typeof item[reference.valueField] === 'string' || typeof item[reference.valueField] === 'number',
    )
    .map((item) => ({
      value: item[reference.valueField] as string | number,
      label: asText(item[reference.labelField]) || asText(item[reference.valueField]),
      item,
    }));
}

/** The label of the value already stored (an edited record): its record, or the item among the API's. */
async function currentOption(reference: Chooser, value: string | number): Promise<ReferenceOption | null> {
  if (reference.mode === 'own') {
    const record = await recordsApi.get(reference.document, String(value));
    return { value, label: asText(record.data[reference.labelField]) || record.id, item: record.data };
  }
  return (await optionsFor(reference, '')).find((option) => option.value === value) ?? null;
}

interface Props {
  reference: Chooser;
  label: string;
  value: unknown;
  onChange: (value: string | number | null, option: ReferenceOption | null) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  name: string;
}

/** An autocomplete over a reference's choices, searched on the server as the operator types. */
export function ReferenceInput({ reference, label, value, onChange, onBlur, error, required, name }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDeferredValue(input);
  const under = referencePrefix(reference);
  const stored = value === '' || value === null || value === undefined ? null : (value as string | number);
  const options = useQuery({
    queryKey: [...under, { choices: search }],
    queryFn: () => optionsFor(reference, search),
  });
  const current = useQuery({
    queryKey: [...under, { chosen: stored }],
    queryFn: () => currentOption(reference, stored as string | number),
    enabled: stored !== null,
    retry: false,
  });
  const chosen =
    stored === null
      ? null
      : (options.data?.find((option) => option.value === stored) ??
        current.data ?? { value: stored, label: String(stored), item: {} });
  return (
    <Autocomplete<ReferenceOption>
      options={options.data ?? []}
      value={chosen}
      loading={options.isFetching}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_, option) => {
        setInput('');
        onChange(option?.value ?? null, option);
      }}
      onBlur={onBlur}
      noOptionsText={t('backoffice:form.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
