import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import { DEFAULT_PAGE_SIZE } from '@bitdata/contracts/constants';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGridLocaleText } from '../../../components/useGridLocaleText';
import { useRecords } from '../hooks';
import { fieldsOf, PAGE_SIZES, queryOf, sortOf } from '../list-query';
import type { RecordScreens } from '../paths';
import { ExportButton } from './ExportButton';
import { columnsOf } from './grid-columns';
import { LoadError } from './PageStates';
import { RecordCards } from './RecordCards';
import { useReferenceLabels } from './reference-labels';
import '../texts';

/**
 * The generic list of a document's records: a data grid paged, sorted and filtered on the server,
 * with column choice (hidden columns are not asked for); cards on small screens. A row opens its
 * edit screen.
 */
export function RecordGrid({ document, screens }: { document: BackofficeDocument; screens: RecordScreens }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [filter, setFilter] = useState<GridFilterModel>({ items: [] });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(() =>
    Object.fromEntries(document.fields.filter((f) => !f.listed).map((f) => [f.code, false])),
  );
  const params = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: sortOf(document.fields, sort),
    fields: fieldsOf(document.fields, visibility),
    query: queryOf(document.fields, filter.items),
    search: deferredSearch || undefined,
  };
  const records = useRecords(document.code, params);
  const labels = useReferenceLabels(document.fields, records.data?.data);
  const columns = useMemo(
    () => columnsOf(document.fields, i18n.language, t('backoffice:yes'), t('backoffice:no'), labels),
    [document.fields, i18n.language, t, labels],
  );
  const localeText = useGridLocaleText();
  const searchable = document.fields.some((field) => field.searchable && field.type === 'string');

  const { page: _page, pageSize: _pageSize, ...listed } = params;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {searchable && (
          <TextField
            size="small"
            type="search"
            label={t('backoffice:records.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPagination((p) => ({ ...p, page: 0 }));
            }}
            sx={{ maxWidth: { sm: 360 }, flexGrow: 1 }}
          />
        )}
        {/* the list as it is shown (filter, sort, columns), as a workbook */}
        <Stack direction="row" sx={{ ml: { sm: 'auto' } }}>
          <ExportButton document={document.code} query={listed} />
        </Stack>
      </Stack>
      {records.isError && <LoadError error={records.error} onRetry={() => void records.refetch()} />}
      {small ? (
        <RecordCards
          document={document}
          records={records.data?.data}
          total={records.data?.total ?? 0}
          loading={records.isLoading}
          pagination={pagination}
          onPagination={setPagination}
          onOpen={(id) => navigate(screens.edit(id))}
          labels={labels}
        />
      ) : (
        <Card data-testid="record-grid">
          <DataGrid
            rows={records.data?.data ?? []}
            columns={columns}
            rowCount={records.data?.total ?? 0}
            loading={records.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            pageSizeOptions={PAGE_SIZES}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            sortModel={sort}
            onSortModelChange={setSort}
            filterModel={filter}
            onFilterModelChange={(model) => {
              setFilter(model);
              setPagination((p) => ({ ...p, page: 0 }));
            }}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={setVisibility}
            onRowClick={(row) => navigate(screens.edit(String(row.id)))}
            onCellKeyDown={(cell, event) => {
              if (event.key === 'Enter') navigate(screens.edit(String(cell.id)));
            }}
            localeText={{ ...localeText, noRowsLabel: t('backoffice:records.empty') }}
            disableRowSelectionOnClick
            autoHeight
            sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Card>
      )}
    </Stack>
  );
}
