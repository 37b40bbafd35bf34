import type { DocumentFieldInput } from '@bitdata/contracts';

/**
 * The fixed fields of the built-in documents that have an adapter, as the seed stores them. Kept
 * apart from the adapters: the seed runs at start-up and must not load the modules they read.
 */

const field = (
  code: string,
  type: DocumentFieldInput['type'],
  en: string,
  vi: string,
): DocumentFieldInput => ({
  code,
  type,
  label: { en, vi },
  listed: true,
  sortable: false,
  searchable: false,
});

export const BUILTIN_FIELDS: Readonly<Record<string, DocumentFieldInput[]>> = {
  interval: [
    field('id', 'string', 'Id', 'Mã'),
    field('name', 'string', 'Name', 'Tên'),
    field('code', 'string', 'Code', 'Mã sàn'),
    field('index', 'number', 'Order', 'Thứ tự'),
  ],
  'market-type': [
    field('id', 'number', 'Id', 'Mã'),
    field('code', 'string', 'Code', 'Mã loại'),
    field('name', 'string', 'Name', 'Tên'),
    field('selectable', 'boolean', 'Selectable', 'Có thể chọn'),
  ],
  'time-frame': [field('code', 'string', 'Code', 'Mã'), field('index', 'number', 'Order', 'Thứ tự')],
  user: [
    field('username', 'string', 'E-mail', 'E-mail'),
    field('name', 'string', 'Name', 'Tên'),
    field('role', 'string', 'Role', 'Vai trò'),
    field('verified', 'boolean', 'Verified', 'Đã xác minh'),
  ],
  'cache-configuration': [
    field('url', 'string', 'Address', 'Địa chỉ'),
    field('timeCache', 'number', 'Cache time (ms)', 'Thời gian lưu đệm (ms)'),
    field('active', 'boolean', 'Active', 'Đang bật'),
    field('description', 'string', 'Description', 'Mô tả'),
  ],
  filter: [
    field('name', 'string', 'Name', 'Tên'),
    field('interval', 'string', 'Interval', 'Khung thời gian'),
    field('matchCount', 'number', 'Matches', 'Số kết quả'),
  ],
  notification: [
    field('filterName', 'string', 'Filter', 'Bộ lọc'),
    field('symbol', 'string', 'Market', 'Thị trường'),
    field('interval', 'string', 'Interval', 'Khung thời gian'),
    field('kind', 'string', 'Kind', 'Loại'),
    field('price', 'double', 'Price', 'Giá'),
  ],
};
