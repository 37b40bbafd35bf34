import Pagination from '@mui/material/Pagination';

/** Page links under a list, shown once there is more than one page. */
export function Pager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return <Pagination count={Math.ceil(total / pageSize)} page={page} onChange={(_, p) => onChange(p)} />;
}
