import type { SeedItem } from '../seed-item';
import { faq } from './faq-item';

/** The FAQ's notifications questions. */
export const FAQ_NOTIFICATIONS: SeedItem[] = [
  faq(
    'notifications',
    0,
    'when-notified',
    {
      q: 'When am I notified, and can I get the same signal twice?',
      s: 'When a market enters a filter’s matches on a closed candle: once per filter, market and candle, with an optional cooldown and leave notices.',
      a: `<p>Turn on <em>Notify</em> in a filter. Each time a candle of its interval closes, a market that <strong>enters</strong> the filter's matches (it did not match on the previous candle) creates one notification.</p>
<ul>
<li><strong>Exactly once</strong> per filter, market, interval and candle, even across restarts of the server.</li>
<li><strong>Leaving</strong>: you may also be told when a market stops matching.</li>
<li><strong>Cooldown</strong>: a number of candles during which the same market is not notified again.</li>
<li>Candles fetched late after an exchange outage do not notify: the signal would be stale.</li>
</ul>
<p>Your plan sets how many filters may notify (1 on the free plan). Defaults for leaving and the cooldown are in <a href="/core/notification/settings">notification settings</a>.</p>`,
    },
    {
      q: 'Khi nào tôi nhận được thông báo, và có thể nhận cùng một tín hiệu hai lần không?',
      s: 'Khi một thị trường bắt đầu khớp bộ lọc trên một nến đã đóng: một lần cho mỗi bộ lọc, thị trường và nến, kèm tùy chọn thời gian chờ và báo khi thị trường thôi khớp.',
      a: `<p>Hãy bật <em>Thông báo</em> trong bộ lọc. Mỗi khi một nến thuộc khung thời gian của bộ lọc đóng, thị trường nào <strong>bắt đầu khớp</strong> bộ lọc (không khớp ở nến trước) sẽ tạo một thông báo.</p>
<ul>
<li><strong>Đúng một lần</strong> cho mỗi bộ lọc, thị trường, khung thời gian và nến, kể cả khi máy chủ khởi động lại.</li>
<li><strong>Thôi khớp</strong>: bạn có thể chọn nhận thêm thông báo khi một thị trường không còn khớp.</li>
<li><strong>Thời gian chờ</strong>: số nến mà trong đó cùng một thị trường không được thông báo lại.</li>
<li>Nến được tải bù muộn sau khi sàn gián đoạn không tạo thông báo: tín hiệu đó đã cũ.</li>
</ul>
<p>Gói của bạn quy định số bộ lọc được gửi thông báo (gói miễn phí: 1). Giá trị mặc định cho việc báo thôi khớp và thời gian chờ nằm trong <a href="/core/notification/settings">cài đặt thông báo</a>.</p>`,
    },
  ),
  faq(
    'notifications',
    1,
    'notification-channels',
    {
      q: 'Which channels can deliver my notifications?',
      s: 'In the app (always), e-mail at once or as an hourly digest, web push to your browsers, Telegram and a signed webhook, each turned on in the notification settings.',
      a: `<table>
<thead><tr><th>Channel</th><th>How it works</th></tr></thead>
<tbody>
<tr><td>In the app</td><td>Always on: the notification list, a live toast and an unread badge in every open tab.</td></tr>
<tr><td>E-mail</td><td>One e-mail per notification, or one digest an hour.</td></tr>
<tr><td>Web push</td><td>Allow notifications in your browser; each browser is a device, and your plan sets how many (1 on free and basic, 2 on middle and premium). At the limit you choose which device to replace.</td></tr>
<tr><td>Telegram</td><td>Open the one-time link from the settings and press Start in the bot's chat: that chat is linked and the channel turns on.</td></tr>
<tr><td>Webhook</td><td>A signed JSON POST to your https address for each notification.</td></tr>
</tbody>
</table>
<p>Messages are written in your profile's language, with times in your time zone. A channel this site has not set up is shown as not offered, and the <a href="/pricing">pricing page</a> shows which plans include Telegram and webhook notifications. Set everything up in <a href="/core/notification/settings">notification settings</a>.</p>`,
    },
    {
      q: 'Thông báo có thể được gửi qua những kênh nào?',
      s: 'Trong ứng dụng (luôn bật), e-mail gửi ngay hoặc tổng hợp mỗi giờ, thông báo đẩy tới trình duyệt, Telegram và webhook có chữ ký, mỗi kênh được bật trong cài đặt thông báo.',
      a: `<table>
<thead><tr><th>Kênh</th><th>Cách hoạt động</th></tr></thead>
<tbody>
<tr><td>Trong ứng dụng</td><td>Luôn bật: danh sách thông báo, thông báo nổi tức thời và số chưa đọc trên mọi thẻ đang mở.</td></tr>
<tr><td>E-mail</td><td>Mỗi thông báo một e-mail, hoặc một e-mail tổng hợp mỗi giờ.</td></tr>
<tr><td>Thông báo đẩy</td><td>Cho phép thông báo trên trình duyệt; mỗi trình duyệt là một thiết bị, và gói của bạn quy định số lượng (1 với gói miễn phí và gói cơ bản, 2 với gói trung cấp và cao cấp). Khi đạt giới hạn, bạn chọn thiết bị cần thay thế.</td></tr>
<tr><td>Telegram</td><td>Mở liên kết dùng một lần trong phần cài đặt và nhấn Start trong cuộc trò chuyện với bot: cuộc trò chuyện đó được liên kết và kênh tự bật.</td></tr>
<tr><td>Webhook</td><td>Một yêu cầu POST JSON có chữ ký tới địa chỉ https của bạn cho mỗi thông báo.</td></tr>
</tbody>
</table>
<p>Nội dung được viết bằng ngôn ngữ trong hồ sơ của bạn, thời gian theo múi giờ của bạn. Kênh nào trang chưa thiết lập sẽ hiển thị là không được cung cấp, và <a href="/pricing">trang bảng giá</a> cho biết gói nào có thông báo qua Telegram và webhook. Mọi thiết lập nằm trong <a href="/core/notification/settings">cài đặt thông báo</a>.</p>`,
    },
  ),
  faq(
    'notifications',
    2,
    'webhook-signature',
    {
      q: 'How do I check that a webhook call really comes from you?',
      s: 'Each call carries X-Signature: sha256= followed by the hex HMAC-SHA256 of the raw body with your webhook secret; compare it in constant time.',
      a: `<p>When you save a webhook address, the settings show its <strong>secret</strong>. Each call is a POST with a JSON body and these headers:</p>
<ul>
<li><code>X-Signature: sha256=&lt;hex&gt;</code>: the HMAC-SHA256 of the raw body, keyed with your secret;</li>
<li><code>Idempotency-Key</code>: the same on every retry of one notification, so you can ignore repeats.</li>
</ul>
<p>Compute the signature over the body exactly as received, before parsing it:</p>
<pre><code class="language-javascript">import crypto from 'node:crypto';

// rawBody: the request body as received (a Buffer); header: the X-Signature header
function isSigned(rawBody, header, secret) {
  const expected = Buffer.from('sha256=' + crypto.createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(header || '');
  return given.length === expected.length &amp;&amp; crypto.timingSafeEqual(given, expected);
}</code></pre>
<p>Answer with a 2xx status. A 5xx, 408, 429 or no answer within the deadline is retried with the same key; another 4xx is not. Redirects are not followed, and the address must be https on a public host.</p>`,
    },
    {
      q: 'Làm sao để kiểm tra một lệnh gọi webhook thực sự đến từ các bạn?',
      s: 'Mỗi lệnh gọi mang tiêu đề X-Signature: sha256= cùng mã HMAC-SHA256 dạng hex của nội dung gốc, khóa bằng khóa bí mật webhook của bạn; hãy so sánh chữ ký trong thời gian không đổi.',
      a: `<p>Khi bạn lưu địa chỉ webhook, phần cài đặt sẽ hiển thị <strong>khóa bí mật</strong> của nó. Mỗi lệnh gọi là một yêu cầu POST với nội dung JSON và các tiêu đề sau:</p>
<ul>
<li><code>X-Signature: sha256=&lt;hex&gt;</code>: mã HMAC-SHA256 của nội dung gốc, khóa bằng khóa bí mật của bạn;</li>
<li><code>Idempotency-Key</code>: giống nhau ở mọi lần gửi lại của cùng một thông báo, để bạn bỏ qua các lần lặp.</li>
</ul>
<p>Hãy tính chữ ký trên nội dung đúng như khi nhận được, trước khi phân tích JSON:</p>
<pre><code class="language-javascript">import crypto from 'node:crypto';

// rawBody: nội dung yêu cầu như khi nhận (một Buffer); header: tiêu đề X-Signature
function isSigned(rawBody, header, secret) {
  const expected = Buffer.from('sha256=' + crypto.createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(header || '');
  return given.length === expected.length &amp;&amp; crypto.timingSafeEqual(given, expected);
}</code></pre>
<p>Hãy trả về mã trạng thái 2xx. Mã 5xx, 408, 429 hoặc không phản hồi trong thời hạn sẽ được gửi lại với cùng khóa; các mã 4xx khác thì không. Chuyển hướng không được theo, và địa chỉ phải là https trên một máy chủ công khai.</p>`,
    },
  ),
];
