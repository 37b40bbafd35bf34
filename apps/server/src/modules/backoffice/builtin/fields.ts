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

/**
 * A field of a list held in memory (constants, a member's filters): the adapter filters and sorts it
 * (builtin/in-memory.ts), so the generic list offers both. Lists paged by their own module keep
 * `field` (neither), and refuse a query.
 */
const queryable = (...args: Parameters<typeof field>): DocumentFieldInput => ({
  ...field(...args),
  sortable: true,
  searchable: true,
});

export const BUILTIN_FIELDS: Readonly<Record<string, DocumentFieldInput[]>> = {
  interval: [
    queryable('id', 'string', 'Id', 'Mã'),
    queryable('name', 'string', 'Name', 'Tên'),
    queryable('code', 'string', 'Code', 'Mã sàn'),
    queryable('index', 'number', 'Order', 'Thứ tự'),
  ],
  'market-type': [
    queryable('id', 'number', 'Id', 'Mã'),
    queryable('code', 'string', 'Code', 'Mã loại'),
    queryable('name', 'string', 'Name', 'Tên'),
    queryable('selectable', 'boolean', 'Selectable', 'Có thể chọn'),
  ],
  'time-frame': [queryable('code', 'string', 'Code', 'Mã'), queryable('index', 'number', 'Order', 'Thứ tự')],
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
    queryable('name', 'string', 'Name', 'Tên'),
    queryable('interval', 'string', 'Interval', 'Khung thời gian'),
    queryable('matchCount', 'number', 'Matches', 'Số kết quả'),
  ],
  notification: [
    field('filterName', 'string', 'Filter', 'Bộ lọc'),
    field('symbol', 'string', 'Market', 'Thị trường'),
    field('interval', 'string', 'Interval', 'Khung thời gian'),
    field('kind', 'string', 'Kind', 'Loại'),
    field('price', 'double', 'Price', 'Giá'),
  ],
};
