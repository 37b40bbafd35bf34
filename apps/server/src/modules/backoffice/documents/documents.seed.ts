import { documentFieldSchema, SEEDED_COLLECTIONS } from '@bitdata/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { BUILTIN_FIELDS } from '../builtin/fields';
import { insertCollection, insertDocument } from './documents.repository';

type SeededCollection = (typeof SEEDED_COLLECTIONS)[number];

const COLLECTION_NAMES: Record<SeededCollection, [string, string]> = {
  masterdata: ['Master data', 'Dữ liệu danh mục'],
  user: ['Users', 'Người dùng'],
  collection: ['Collections', 'Bộ sưu tập'],
  role: ['Roles', 'Vai trò'],
  group: ['Groups', 'Nhóm'],
  menu: ['Menus', 'Menu'],
  form: ['Forms', 'Biểu mẫu'],
  configuration: ['Configuration', 'Cấu hình'],
  userconfiguration: ['User configuration', 'Cấu hình người dùng'],
  event: ['Events', 'Sự kiện'],
  document: ['Documents', 'Tài liệu dữ liệu'],
  taskschedule: ['Task schedules', 'Lịch tác vụ'],
  import: ['Imports', 'Nhập dữ liệu'],
  business: ['Business', 'Nghiệp vụ'],
  public: ['Public', 'Công khai'],
  statistic: ['Statistics', 'Thống kê'],
  payment: ['Payments', 'Thanh toán'],
  block: ['Blocks', 'Khối'],
};

/**
 * Built-in documents: one per permission resource (code = RESOURCE value, so role grants keep their
 * meaning) and the rest of the product's standard documents. "bank account" is left out on purpose:
 * it is the example operators define themselves.
 */
const BUILTIN_DOCUMENTS: Array<[code: string, collection: SeededCollection, en: string, vi: string]> = [
  ['profile', 'userconfiguration', 'Profile', 'Hồ sơ'],
  ['filter', 'userconfiguration', 'User filter', 'Bộ lọc của người dùng'],
  ['notification', 'userconfiguration', 'User notification', 'Thông báo của người dùng'],
  ['statistic', 'statistic', 'Statistic', 'Thống kê'],
  ['payment', 'payment', 'Payment', 'Thanh toán'],
  ['market', 'business', 'Market', 'Thị trường'],
  ['content', 'public', 'Content', 'Nội dung'],
  ['user', 'user', 'User', 'Người dùng'],
  ['role', 'role', 'Role', 'Vai trò'],
  ['configuration', 'configuration', 'Configuration', 'Cấu hình'],
  ['analytics', 'business', 'Analytics', 'Phân tích'],
  ['contact', 'public', 'Contact', 'Liên hệ'],
  ['collection', 'collection', 'Collection', 'Bộ sưu tập'],
  ['document', 'document', 'Document', 'Tài liệu dữ liệu'],
  ['group', 'group', 'Group', 'Nhóm'],
  ['menu', 'menu', 'Menu', 'Menu'],
  ['form', 'form', 'Form', 'Biểu mẫu'],
  ['event', 'event', 'Event', 'Sự kiện'],
  ['import', 'import', 'Import', 'Nhập dữ liệu'],
  ['taskschedule', 'taskschedule', 'Task schedule', 'Lịch tác vụ'],
  ['news', 'public', 'News', 'Tin tức'],
  ['news-detail', 'public', 'News detail', 'Chi tiết tin tức'],
  ['statistic-user', 'statistic', 'Statistic user', 'Thống kê người dùng'],
  ['configuration-member', 'userconfiguration', 'Configuration member', 'Cấu hình thành viên'],
  ['view-dashboard', 'business', 'View dashboard', 'Xem bảng điều khiển'],
  ['interval', 'masterdata', 'Interval', 'Khung thời gian nến'],
  ['market-type', 'masterdata', 'Market type', 'Loại thị trường'],
  ['time-frame', 'masterdata', 'Time frame', 'Khung thời gian'],
  ['cache-configuration', 'configuration', 'Cache configuration', 'Cấu hình bộ nhớ đệm'],
  ['statistic-time-frame', 'statistic', 'Statistic time frame', 'Khung thời gian thống kê'],
  ['privacy-policy', 'public', 'Privacy policy', 'Chính sách bảo mật'],
  ['documentation', 'public', 'Documentation', 'Tài liệu hướng dẫn'],
  ['statistic-fields', 'statistic', 'Statistic fields', 'Trường thống kê'],
  ['account', 'user', 'Account', 'Tài khoản'],
  ['payment-account', 'payment', 'Payment account', 'Tài khoản thanh toán'],
  ['trade-field', 'business', 'Trade field', 'Trường giao dịch'],
  ['exchange-24h', 'business', 'Exchange 24h', 'Sàn giao dịch 24 giờ'],
];

/** Idempotent: inserts what is missing, never overwrites what operators changed. */
export async function seedBackofficeDocuments(db: Kysely<Database>, now: number): Promise<void> {
  for (const code of SEEDED_COLLECTIONS) {
    const [name_en, name_vi] = COLLECTION_NAMES[code];
    await insertCollection(db, { code, name_en, name_vi, built_in: 1, created_at: now, updated_at: now });
  }
  for (const [code, collection, name_en, name_vi] of BUILTIN_DOCUMENTS) {
    const fields = (BUILTIN_FIELDS[code] ?? []).map((f) => documentFieldSchema.parse(f));
    await insertDocument(db, {
      id: crypto.randomUUID(),
      code,
      name_en,
      name_vi,
      collection_code: collection,
      built_in: 1,
      fields: JSON.stringify(fields),
      removed_fields: '[]',
      form_id: null,
      created_at: now,
      updated_at: now,
    });
  }
}
