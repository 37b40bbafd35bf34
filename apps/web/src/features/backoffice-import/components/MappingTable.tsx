import type { DocumentField } from '@bitdata/contracts/backoffice/documents';
import type { ImportMapping } from '@bitdata/contracts/backoffice/imports';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { IMPORT_NS } from '../texts';

interface Props {
  headers: readonly string[];
  fields: readonly DocumentField[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

const SKIP = '';

/** Each column of the workbook and the field it fills (or none), as guessed by the server, editable. */
export function MappingTable({ headers, fields, mapping, onChange }: Props) {
  const { t, i18n } = useTranslation(IMPORT_NS);
  const vi = i18n.language.startsWith('vi');
  return (
    <Table size="small" aria-label={t('mapping')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('column')}</TableCell>
          <TableCell>{t('field')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {headers.map((h) => (
          <TableRow key={h}>
            <TableCell sx={{ wordBreak: 'break-word' }}>{h}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                fullWidth
                label={t('fieldFor', { column: h })}
                value={mapping[h] ?? SKIP}
                onChange={(e) =>
                  onChange({ ...mapping, [h]: e.target.value === SKIP ? null : e.target.value })
                }
              >
                <MenuItem value={SKIP}>{t('skip')}</MenuItem>
                {fields.map((f) => (
                  <MenuItem key={f.code} value={f.code}>
                    {vi ? f.label.vi : f.label.en}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
