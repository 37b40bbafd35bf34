import type { DocumentGrant } from '@bitdata/contracts/backoffice/access';
import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import { PERMISSION_LEVEL, type PermissionLevel } from '@bitdata/contracts/constants';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../hooks';
import { QueryState } from './QueryState';
import { stickyFirst } from './sticky';
import '../texts';

type LevelName = keyof typeof PERMISSION_LEVEL;
const LEVELS = Object.entries(PERMISSION_LEVEL) as [LevelName, PermissionLevel][];
/** Grants on resources the documents list does not hold (the product's own screens) still show. */
const OTHER = '';

interface Row {
  code: string;
  name: string;
  collection: string;
  fields: { code: string; label: string }[];
}

const lang = (language: string) => (language.startsWith('vi') ? 'vi' : 'en');

function rowsOf(documents: BackofficeDocument[], grants: DocumentGrant[], language: 'en' | 'vi'): Row[] {
  const rows: Row[] = documents.map((d) => ({
    code: d.code,
    name: d.name[language] || d.code,
    collection: d.collection,
    fields: d.fields.map((f) => ({ code: f.code, label: f.label[language] || f.code })),
  }));
  const known = new Set(rows.map((r) => r.code));
  for (const g of grants)
    if (!known.has(g.document))
      rows.push({ code: g.document, name: g.document, collection: OTHER, fields: [] });
  return rows.sort((a, b) => a.collection.localeCompare(b.collection) || a.name.localeCompare(b.name));
}

/** Sets or clears one level of one document; a grant left with nothing is dropped. */
export function toggleLevel(
  grants: DocumentGrant[],
  document: string,
  level: PermissionLevel,
  on: boolean,
): DocumentGrant[] {
  const current = grants.find((g) => g.document === document) ?? { document, levels: [], hiddenFields: [] };
  const levels = on
    ? [...new Set([...current.levels, level])].sort()
    : current.levels.filter((l) => l !== level);
  return withGrant(grants, { ...current, levels });
}

export function withGrant(grants: DocumentGrant[], grant: DocumentGrant): DocumentGrant[] {
  const others = grants.filter((g) => g.document !== grant.document);
  return grant.levels.length || grant.hiddenFields.length ? [...others, grant] : others;
}

/**
 * The permission matrix: documents, grouped by collection and searchable, by the six
 * levels as checkboxes, plus the document's fields kept from the role. Every cell is a labelled
 * checkbox, so the whole grid is reachable and operable with Tab and Space.
 */
export function PermissionMatrix({
  value,
  onChange,
}: {
  value: DocumentGrant[];
  onChange: (next: DocumentGrant[]) => void;
}) {
  const documents = useDocuments();
  return (
    <QueryState query={documents}>
      {(list) => <Matrix documents={list} value={value} onChange={onChange} />}
    </QueryState>
  );
}

function Matrix({
  documents,
  value,
  onChange,
}: {
  documents: BackofficeDocument[];
  value: DocumentGrant[];
  onChange: (next: DocumentGrant[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const language = lang(i18n.language);
  const rows = useMemo(() => rowsOf(documents, value, language), [documents, value, language]);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? rows.filter((r) => r.code.includes(needle) || r.name.toLowerCase().includes(needle))
    : rows;
  const byCode = new Map(value.map((g) => [g.document, g]));
  const levelText = (name: LevelName) => t(`backofficeAccess:levels.${name}`);

  return (
    <Stack spacing={2} data-testid="permission-matrix">
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        label={t('backofficeAccess:matrix.search')}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} data-testid="matrix-empty">
          {t(needle ? 'backofficeAccess:matrix.noMatch' : 'backofficeAccess:matrix.noDocuments')}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t('backofficeAccess:matrix.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={stickyFirst(3)}>{t('backofficeAccess:matrix.document')}</TableCell>
                {LEVELS.map(([name]) => (
                  <TableCell key={name} align="center" sx={{ whiteSpace: 'nowrap' }}>
                    {levelText(name)}
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 220 }}>{t('backofficeAccess:matrix.hiddenFields')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, i) => {
                const grant = byCode.get(row.code);
                const groupStart = i === 0 || shown[i - 1]?.collection !== row.collection;
                return [
                  groupStart && (
                    <TableRow key={`c-${row.collection}`}>
                      <TableCell colSpan={LEVELS.length + 2} sx={{ bgcolor: 'action.hover', py: 0.75 }}>
                        <Typography variant="overline">
                          {row.collection || t('backofficeAccess:matrix.otherResources')}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  ),
                  <TableRow key={row.code} hover data-testid={`grant-row-${row.code}`}>
                    <TableCell component="th" scope="row" sx={stickyFirst(1)}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {row.name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {row.code}
                      </Typography>
                    </TableCell>
                    {LEVELS.map(([name, level]) => (
                      <TableCell key={name} align="center" padding="checkbox">
                        <Checkbox
                          checked={grant?.levels.includes(level) ?? false}
                          onChange={(e) => onChange(toggleLevel(value, row.code, level, e.target.checked))}
                          slotProps={{
                            input: { 'aria-label': `${row.name}: ${levelText(name)}` },
                          }}
                        />
                      </TableCell>
                    ))}
                    <TableCell>
                      <Autocomplete
                        multiple
                        size="small"
                        disabled={row.fields.length === 0}
                        options={row.fields.map((f) => f.code)}
                        getOptionLabel={(code) => row.fields.find((f) => f.code === code)?.label ?? code}
                        value={grant?.hiddenFields ?? []}
                        onChange={(_, hiddenFields) =>
                          onChange(
                            withGrant(value, {
                              document: row.code,
                              levels: grant?.levels ?? [],
                              hiddenFields,
                            }),
                          )
                        }
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            placeholder={row.fields.length ? t('backofficeAccess:matrix.noneHidden') : ''}
                            slotProps={{
                              ...params.slotProps,
                              htmlInput: {
                                ...params.slotProps.htmlInput,
                                'aria-label': `${row.name}: ${t('backofficeAccess:matrix.hiddenFields')}`,
                              },
                            }}
                          />
                        )}
                      />
                    </TableCell>
                  </TableRow>,
                ];
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
