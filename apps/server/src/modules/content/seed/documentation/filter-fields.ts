import type { SeedItem } from '../seed-item';
import { FILTER_FIELDS_BLOCK } from './html';

const en = `
<p>These are all the fields a filter condition can read: candle values, indicators, support and resistance, candle patterns and the futures top-trader ratios. The list below is produced by the screener itself each time this page is read, so it always shows exactly what the builder offers.</p>

<h2>Kinds of fields</h2>
<ul>
  <li><strong>Numbers</strong> (prices, oscillators, ratios, percentages, volumes) take the comparisons and the crosses. A number can be compared with a constant or with another field of the same unit: a price with a price (close above EMA 200), an oscillator with an oscillator (DI+ above DI-).</li>
  <li><strong>Counts</strong> (candles in a row) also take <em>is one of</em> and <em>is none of</em> with a list, for example 2 or 3 red candles in a row.</li>
  <li><strong>Codes</strong> (candle colour, Ichimoku cloud colour, SuperTrend direction) take <em>equals</em>, <em>is not</em> and the lists, with the code's name or number: <code>"green"</code> or <code>1</code>.</li>
  <li><strong>Pattern flags</strong> (one field per candle pattern) are <code>true</code> when the pattern appears on the candle.</li>
  <li>The <strong>pattern set</strong> <code>pattern</code> takes <em>contains pattern</em> with a pattern's name, such as <code>hammer</code> or <code>bullishEngulfing</code>.</li>
</ul>
<p>In the table, <strong>Field</strong> is the name the API and the filter's JSON use, and each operator is shown with its code and the words the builder uses. Parameters are part of the name: <code>rsi</code> is RSI over 14 candles, <code>ema200</code> the EMA over 200 candles.</p>

<h2>All fields</h2>
${FILTER_FIELDS_BLOCK}

<h2>Good to know</h2>
<ul>
  <li>A value that is not known yet (an indicator warming up, a futures ratio on a spot market) makes the condition false.</li>
  <li>The top-trader ratios are published by the exchange for futures markets only; on spot they are always unknown.</li>
  <li>Developers can read the same list as JSON, with both languages, from <code>GET /api/core/filters/fields</code>; no sign-in is needed. See <a href="/documentation/developer-api">the API for developers</a>.</li>
</ul>
`;

const vi = `
<p>Đây là toàn bộ các trường mà một điều kiện của bộ lọc có thể đọc: giá trị của nến, các chỉ báo, hỗ trợ và kháng cự, các mô hình nến và tỷ lệ top trader của thị trường futures. Danh sách bên dưới do chính bộ quét tạo ra mỗi lần trang này được đọc, nên luôn đúng với những gì trình tạo bộ lọc cung cấp.</p>

<h2>Các loại trường</h2>
<ul>
  <li><strong>Số</strong> (giá, chỉ báo dao động, tỷ lệ, phần trăm, khối lượng) dùng được các phép so sánh và giao cắt. Một trường số có thể so với một hằng số hoặc với một trường khác cùng đơn vị: giá với giá (giá đóng cửa trên EMA 200), dao động với dao động (DI+ trên DI-).</li>
  <li><strong>Số đếm</strong> (số nến liên tiếp) dùng thêm được <em>là một trong</em> và <em>không thuộc</em> với một danh sách, ví dụ 2 hoặc 3 nến đỏ liên tiếp.</li>
  <li><strong>Mã</strong> (màu nến, màu mây Ichimoku, hướng SuperTrend) dùng <em>bằng</em>, <em>khác</em> và các phép so với danh sách, với tên hoặc số của mã: <code>"green"</code> hoặc <code>1</code>.</li>
  <li><strong>Cờ mô hình nến</strong> (mỗi mô hình nến một trường) có giá trị <code>true</code> khi mô hình xuất hiện ở cây nến đó.</li>
  <li><strong>Tập mô hình</strong> <code>pattern</code> dùng toán tử <em>có mô hình</em> với tên của một mô hình, ví dụ <code>hammer</code> hoặc <code>bullishEngulfing</code>.</li>
</ul>
<p>Trong bảng, cột <strong>Trường</strong> là tên mà API và JSON của bộ lọc sử dụng, còn mỗi toán tử được ghi kèm mã và cách gọi trong trình tạo bộ lọc. Tham số nằm ngay trong tên: <code>rsi</code> là RSI tính trên 14 nến, <code>ema200</code> là EMA tính trên 200 nến.</p>

<h2>Tất cả các trường</h2>
${FILTER_FIELDS_BLOCK}

<h2>Lưu ý</h2>
<ul>
  <li>Một giá trị chưa xác định (chỉ báo đang khởi động, tỷ lệ của futures trên thị trường spot) làm điều kiện không đúng.</li>
  <li>Tỷ lệ top trader chỉ được sàn công bố cho thị trường futures; trên spot chúng luôn chưa xác định.</li>
  <li>Lập trình viên có thể đọc cùng danh sách này dưới dạng JSON, đủ hai ngôn ngữ, tại <code>GET /api/core/filters/fields</code>, không cần đăng nhập. Xem <a href="/documentation/developer-api">API cho lập trình viên</a>.</li>
</ul>
`;

export const FILTER_FIELDS: SeedItem = {
  kind: 'documentation',
  code: 'filter-fields',
  title: { en: 'Fields a filter can use', vi: 'Các trường dùng trong bộ lọc' },
  summary: {
    en: 'Every indicator, candle value, pattern and futures ratio a filter condition can read, with its operators, generated from the screener’s own catalogue.',
    vi: 'Mọi chỉ báo, giá trị nến, mô hình nến và tỷ lệ futures mà điều kiện của bộ lọc có thể đọc, kèm các toán tử, được tạo từ chính danh mục của bộ quét.',
  },
  body: { en, vi },
  tags: ['filters'],
  parent: 'building-filters',
  order: 0,
};
