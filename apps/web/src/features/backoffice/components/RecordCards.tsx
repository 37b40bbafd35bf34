import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import type { BackofficeRecord } from '@bitdata/contracts/backoffice/records';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { usePaginationLabel } from '../../../components/usePaginationLabel';
import { PAGE_SIZES } from '../list-query';
import { localized } from '../localized';
import { shownValue } from './grid-columns';
import { Loading } from './PageStates';
import type { ReferenceLabels } from './reference-labels';

interface Props {
  document: BackofficeDocument;
  records: BackofficeRecord[] | undefined;
  total: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (model: GridPaginationModel) => void;
  onOpen: (id: string) => void;
  /** referenced records' labels, as the grid shows them */
  labels: ReferenceLabels;
}

/** At 390 px the grid becomes cards: the first listed field as the title, the next ones beneath. */
export function RecordCards({
  document,
  records,
  total,
  loading,
  pagination,
  onPagination,
  onOpen,
  labels,
}: Props) {
  const { t, i18n } = useTranslation();
  const displayedRows = usePaginationLabel();
  const listed = document.fields.filter((field) => field.listed);
  const [first, ...rest] = listed.length > 0 ? listed : document.fields;
  const text = (record: BackofficeRecord, code: string) =>
    shownValue(record.data[code], code, labels, t('backoffice:yes'), t('backoffice:no'));
  if (loading) return <Loading />;
  return (
    <Stack spacing={1.5} data-testid="record-cards">
      {records?.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
          {t('backoffice:records.empty')}
        </Typography>
      )}
      {records?.map((record) => (
        <Card key={record.id}>
          <CardActionArea onClick={() => onOpen(record.id)} sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {(first && text(record, first.code)) || record.id}
            </Typography>
            {rest.slice(0, 3).map((field) => (
              <Typography
                key={field.code}
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {`${localized(field.label, i18n.language)}: ${text(record, field.code)}`}
              </Typography>
            ))}
          </CardActionArea>
        </Card>
      ))}
      <TablePagination
        component="div"
        count={total}
        page={pagination.page}
        rowsPerPage={pagination.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, page) => onPagination({ ...pagination, page })}
        onRowsPerPageChange={(event) => onPagination({ page: 0, pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('backoffice:records.rowsPerPage')}
        labelDisplayedRows={displayedRows}
      />
    </Stack>
  );
}
