import type { SeedItem } from '../seed-item';
import { codeBlock } from './html';
import {
  WEBHOOK_CHECK_BASH,
  WEBHOOK_PAYLOAD_JSON,
  WEBHOOK_RECEIVER_JS,
  WEBHOOK_SEND_BASH,
} from './webhook-examples';

const payload = codeBlock('json', WEBHOOK_PAYLOAD_JSON);
const receiver = codeBlock('javascript', WEBHOOK_RECEIVER_JS);
const check = codeBlock('bash', WEBHOOK_CHECK_BASH);
const send = codeBlock('bash', WEBHOOK_SEND_BASH);

const en = `
<p>The webhook channel sends each notification as an HTTP <code>POST</code> with a JSON body to the address you set in <a href="/core/notification/settings">Notification settings</a>. Use it to feed a trading bot, a spreadsheet or a chat of your own. This page describes the request and how to check that it really comes from us.</p>

<h2>The request</h2>
<table>
  <thead><tr><th>Header</th><th>Value</th></tr></thead>
  <tbody>
    <tr><td><code>Content-Type</code></td><td><code>application/json</code></td></tr>
    <tr><td><code>X-Signature</code></td><td><code>sha256=</code> followed by the hexadecimal HMAC-SHA256 of the raw body, keyed with your signing secret</td></tr>
    <tr><td><code>Idempotency-Key</code></td><td>the same value on every retry of one notification's delivery</td></tr>
    <tr><td><code>User-Agent</code></td><td>the site's name followed by <code>-Webhook/1</code>, for example <code>BITDATA-Webhook/1</code></td></tr>
  </tbody>
</table>
<p>The body, for a market that started matching:</p>
${payload}
<ul>
  <li><code>event</code> is <code>filter.entered</code> when the market starts matching, <code>filter.left</code> when it stops (if you asked for it; <code>price</code> is then null and <code>values</code> empty).</li>
  <li><code>exchangeId</code>: Binance 1, OKX 2. <code>dataType</code>: Spot 1, Future 3.</li>
  <li>Times are milliseconds since 1 January 1970 UTC. <code>candleTime</code> is the open time of the closed candle; <code>candleTimeUtc</code> says the same in ISO 8601. <code>price</code> is that candle's close.</li>
  <li><code>values</code> holds one reading per condition, with <code>text</code> written in your account's language.</li>
  <li><code>links</code> are absolute addresses of the chart at that candle and of the filter.</li>
</ul>

<h2>Verifying the signature</h2>
<p>Compute the HMAC-SHA256 of the <strong>raw body exactly as received</strong> (before parsing or re-encoding the JSON), with your signing secret as the key, written in lower-case hexadecimal and prefixed with <code>sha256=</code>. Accept the request only if it equals the <code>X-Signature</code> header. Use the secret as the text shown in the settings: do not decode it.</p>
<h3>JavaScript (Node.js)</h3>
<p>A complete receiver with no dependency. It compares in constant time and ignores a notification it has already processed:</p>
${receiver}
<p>With Express, read the body with <code>express.raw({ type: 'application/json' })</code> so that you verify the bytes received, not a re-serialised object.</p>
<h3>Bash</h3>
<p>Check a saved body against the header it came with (needs <code>openssl</code>):</p>
${check}
<p>Send a signed test request to your own receiver:</p>
${send}

<h2>Answering and retries</h2>
<ul>
  <li>Answer with any <strong>2xx</strong> status as soon as you have stored the notification; do slow work afterwards.</li>
  <li>A <strong>5xx</strong>, <code>408</code>, <code>425</code> or <code>429</code> answer, no answer within a few seconds, or a dropped connection is <strong>retried</strong>, several times over about a minute, with the same body and the same <code>Idempotency-Key</code>. De-duplicate with that key.</li>
  <li>Any other <strong>4xx</strong> and every redirect (3xx) are final: the delivery is marked failed with the answer's status, and redirects are never followed.</li>
  <li>Each attempt's outcome appears beside the notification in the app (sent, failed and why).</li>
</ul>
<aside class="callout callout-warning"><p>Keep your signing secret private. Anyone who knows it can sign requests that your receiver would accept. The address must be a public <code>https://</code> address; private and local network addresses are refused.</p></aside>
`;

const vi = `
<p>Kênh webhook gửi mỗi thông báo thành một yêu cầu HTTP <code>POST</code> có nội dung JSON tới địa chỉ bạn đặt trong <a href="/core/notification/settings">Cài đặt thông báo</a>. Bạn có thể dùng nó để cấp dữ liệu cho bot giao dịch, bảng tính hoặc nhóm chat của riêng mình. Trang này mô tả yêu cầu đó và cách kiểm tra rằng nó thực sự do chúng tôi gửi.</p>

<h2>Yêu cầu</h2>
<table>
  <thead><tr><th>Header</th><th>Giá trị</th></tr></thead>
  <tbody>
    <tr><td><code>Content-Type</code></td><td><code>application/json</code></td></tr>
    <tr><td><code>X-Signature</code></td><td><code>sha256=</code> theo sau là mã HMAC-SHA256 dạng thập lục phân của nội dung gốc, với khóa là khóa ký của bạn</td></tr>
    <tr><td><code>Idempotency-Key</code></td><td>giữ nguyên giá trị ở mọi lần gửi lại của cùng một thông báo</td></tr>
    <tr><td><code>User-Agent</code></td><td>tên trang theo sau là <code>-Webhook/1</code>, ví dụ <code>BITDATA-Webhook/1</code></td></tr>
  </tbody>
</table>
<p>Nội dung yêu cầu khi một thị trường bắt đầu khớp:</p>
${payload}
<ul>
  <li><code>event</code> là <code>filter.entered</code> khi thị trường bắt đầu khớp, <code>filter.left</code> khi nó không còn khớp (nếu bạn đã chọn nhận; khi đó <code>price</code> là null và <code>values</code> rỗng).</li>
  <li><code>exchangeId</code>: Binance 1, OKX 2. <code>dataType</code>: Spot 1, Future 3.</li>
  <li>Thời gian tính bằng mili giây kể từ ngày 1 tháng 1 năm 1970 (UTC). <code>candleTime</code> là thời điểm mở của nến đã đóng; <code>candleTimeUtc</code> ghi cùng thời điểm đó theo ISO 8601. <code>price</code> là giá đóng cửa của nến đó.</li>
  <li><code>values</code> chứa một kết quả đọc cho mỗi điều kiện, với <code>text</code> được viết theo ngôn ngữ của tài khoản bạn.</li>
  <li><code>links</code> là địa chỉ đầy đủ của biểu đồ tại cây nến đó và của bộ lọc.</li>
</ul>

<h2>Kiểm tra chữ ký</h2>
<p>Tính HMAC-SHA256 của <strong>nội dung gốc đúng như khi nhận được</strong> (trước khi phân tích hay mã hóa lại JSON), dùng khóa ký của bạn làm khóa, viết bằng chữ thập lục phân thường và thêm tiền tố <code>sha256=</code>. Chỉ chấp nhận yêu cầu khi kết quả trùng với header <code>X-Signature</code>. Hãy dùng khóa ký đúng như chuỗi hiển thị trong phần cài đặt: không giải mã nó.</p>
<h3>JavaScript (Node.js)</h3>
<p>Một chương trình nhận hoàn chỉnh, không cần thư viện ngoài. Nó so sánh trong thời gian không đổi và bỏ qua thông báo đã xử lý:</p>
${receiver}
<p>Nếu dùng Express, hãy đọc nội dung bằng <code>express.raw({ type: 'application/json' })</code> để kiểm tra đúng các byte nhận được, chứ không phải một đối tượng đã được chuyển lại thành chuỗi.</p>
<h3>Bash</h3>
<p>Kiểm tra một nội dung đã lưu với header đi kèm (cần <code>openssl</code>):</p>
${check}
<p>Gửi một yêu cầu thử có chữ ký tới chương trình nhận của bạn:</p>
${send}

<h2>Phản hồi và gửi lại</h2>
<ul>
  <li>Trả về bất kỳ mã <strong>2xx</strong> nào ngay khi bạn đã lưu thông báo; những việc tốn thời gian hãy làm sau.</li>
  <li>Phản hồi <strong>5xx</strong>, <code>408</code>, <code>425</code> hoặc <code>429</code>, không phản hồi trong vài giây, hoặc mất kết nối sẽ được <strong>gửi lại</strong> nhiều lần trong khoảng một phút, với cùng nội dung và cùng <code>Idempotency-Key</code>. Hãy dùng khóa này để loại bỏ trùng lặp.</li>
  <li>Mọi mã <strong>4xx</strong> khác và mọi chuyển hướng (3xx) là kết quả cuối cùng: lần gửi được đánh dấu thất bại kèm mã phản hồi, và chuyển hướng không bao giờ được đi theo.</li>
  <li>Kết quả của từng lần gửi hiển thị cạnh thông báo trong ứng dụng (đã gửi, thất bại và lý do).</li>
</ul>
<aside class="callout callout-warning"><p>Hãy giữ bí mật khóa ký. Ai biết khóa này đều có thể ký những yêu cầu mà chương trình nhận của bạn sẽ chấp nhận. Địa chỉ nhận phải là một địa chỉ <code>https://</code> công khai; địa chỉ mạng nội bộ hoặc máy cục bộ sẽ bị từ chối.</p></aside>
`;

export const WEBHOOKS: SeedItem = {
  kind: 'documentation',
  code: 'webhooks',
  title: { en: 'Webhooks and signature verification', vi: 'Webhook và kiểm tra chữ ký' },
  summary: {
    en: 'The request a webhook receives, its headers and body, and how to verify its HMAC-SHA256 signature in JavaScript or Bash.',
    vi: 'Yêu cầu mà webhook nhận được, các header và nội dung của nó, và cách kiểm tra chữ ký HMAC-SHA256 bằng JavaScript hoặc Bash.',
  },
  body: { en, vi },
  tags: ['notifications', 'developers'],
  parent: 'notifications',
  order: 0,
};
