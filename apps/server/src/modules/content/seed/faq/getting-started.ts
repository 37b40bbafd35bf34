import type { SeedItem } from '../seed-item';
import { faq } from './faq-item';

/** The FAQ's getting started questions. */
export const FAQ_GETTING_STARTED: SeedItem[] = [
  faq(
    'getting-started',
    0,
    'what-is-bitdata',
    {
      q: 'What is BITDATA?',
      s: 'A trading system that screens crypto markets on every closed candle with filters you build, backtests them and notifies you when they match.',
      a: `<p>BITDATA is a trading system for finding entry points in crypto markets. The server follows the candles of Binance and OKX, computes indicators and candle patterns on every closed candle, and lets you describe your setups as <strong>filters</strong>, for example "RSI below 30 and close above EMA 200 on 4h".</p>
<ul>
<li>A filter shows the markets that match it now, and why each one matched.</li>
<li><strong>Statistics</strong> replay a filter over the stored history with take-profit and stop-loss levels, so you see how the same setup ended before.</li>
<li><strong>Notifications</strong> tell you when a market starts matching, in the app, by e-mail, web push, Telegram or webhook.</li>
</ul>
<p>Start with <a href="/documentation/getting-started">Getting started</a>. BITDATA is a research tool: nothing it shows is financial advice.</p>`,
    },
    {
      q: 'BITDATA là gì?',
      s: 'Một hệ thống giao dịch quét thị trường tiền mã hóa trên mỗi nến đã đóng bằng các bộ lọc do bạn tạo, kiểm thử chúng trên dữ liệu lịch sử và thông báo khi chúng khớp.',
      a: `<p>BITDATA là hệ thống giao dịch giúp tìm điểm vào lệnh trên thị trường tiền mã hóa. Máy chủ theo dõi nến của Binance và OKX, tính các chỉ báo và mô hình nến trên mỗi nến đã đóng, và cho phép bạn mô tả thiết lập của mình thành <strong>bộ lọc</strong>, ví dụ "RSI dưới 30 và giá đóng cửa trên EMA 200 ở khung 4h".</p>
<ul>
<li>Bộ lọc cho thấy những thị trường đang khớp với nó và lý do từng thị trường khớp.</li>
<li><strong>Thống kê</strong> chạy lại bộ lọc trên dữ liệu lịch sử đã lưu với mức chốt lời và cắt lỗ, để bạn thấy cùng một thiết lập đã kết thúc ra sao trước đây.</li>
<li><strong>Thông báo</strong> cho bạn biết khi một thị trường bắt đầu khớp: trong ứng dụng, qua e-mail, thông báo đẩy trên trình duyệt, Telegram hoặc webhook.</li>
</ul>
<p>Hãy bắt đầu với trang <a href="/documentation/getting-started">Bắt đầu</a>. BITDATA là công cụ nghiên cứu: không nội dung nào trên trang là lời khuyên tài chính.</p>`,
    },
  ),
  faq(
    'getting-started',
    1,
    'create-account',
    {
      q: 'How do I create an account, and what if the verification e-mail does not arrive?',
      s: 'Register with your e-mail and a password of at least 8 characters, then open the verification link we e-mail you within 48 hours.',
      a: `<p>Open <a href="/auth/register">Register</a> and give your e-mail address, your name, a password of at least 8 characters and, if you like, a phone number. We send a verification link to that address; your account can sign in once you have opened it.</p>
<ul>
<li>The link is valid for <strong>48 hours</strong>.</li>
<li>Look in your spam or promotions folder first.</li>
<li>Still nothing? The page you see after registering, and the <a href="/auth/verify">verification page</a>, have a <em>Send the e-mail again</em> button.</li>
</ul>
<p>A new account starts on the free plan: one filter, with notifications, on one device.</p>`,
    },
    {
      q: 'Làm sao để tạo tài khoản, và nếu không nhận được e-mail xác thực thì sao?',
      s: 'Đăng ký bằng e-mail và mật khẩu từ 8 ký tự trở lên, rồi mở liên kết xác thực chúng tôi gửi qua e-mail trong vòng 48 giờ.',
      a: `<p>Mở trang <a href="/auth/register">Đăng ký</a>, nhập địa chỉ e-mail, họ tên, mật khẩu từ 8 ký tự trở lên và số điện thoại nếu bạn muốn. Chúng tôi gửi một liên kết xác thực tới địa chỉ đó; tài khoản có thể đăng nhập sau khi bạn mở liên kết.</p>
<ul>
<li>Liên kết có hiệu lực trong <strong>48 giờ</strong>.</li>
<li>Trước tiên hãy xem thư mục thư rác hoặc quảng cáo.</li>
<li>Vẫn không thấy? Trang hiện ra sau khi đăng ký và <a href="/auth/verify">trang xác thực</a> đều có nút <em>Gửi lại e-mail</em>.</li>
</ul>
<p>Tài khoản mới bắt đầu với gói miễn phí: một bộ lọc, có thông báo, trên một thiết bị.</p>`,
    },
  ),
  faq(
    'getting-started',
    2,
    'markets-and-intervals',
    {
      q: 'Which exchanges, markets and intervals are covered?',
      s: 'Binance spot and USD-M futures, OKX spot and perpetual swaps, pairs quoted in USDT, on 3m to 1w candles; filters run on 15m, 1h, 4h, 1d and 1w.',
      a: `<p>Four market feeds, each of pairs quoted in <strong>USDT</strong>:</p>
<table>
<thead><tr><th>Exchange</th><th>Market type</th></tr></thead>
<tbody>
<tr><td>Binance</td><td>Spot</td></tr>
<tr><td>Binance</td><td>Future (USD-M perpetuals)</td></tr>
<tr><td>OKX</td><td>Spot</td></tr>
<tr><td>OKX</td><td>Future (perpetual swaps)</td></tr>
</tbody>
</table>
<p>Each feed follows the most traded pairs by 24-hour volume. Candles are kept on the intervals 3m, 5m, 15m, 1h, 4h, 1d and 1w; members' filters run on <strong>15m, 1h, 4h, 1d and 1w</strong>. Where an exchange gives no weekly series, the week is built from daily candles (UTC weeks starting on Monday).</p>
<p>An interval of which no candles are stored yet is marked "no history yet" in the pickers, and a filter on it says why nothing can match. Browse the markets on <a href="/crypto">Crypto</a>.</p>`,
    },
    {
      q: 'Những sàn, thị trường và khung thời gian nào được hỗ trợ?',
      s: 'Binance giao ngay và hợp đồng tương lai USD-M, OKX giao ngay và hợp đồng vĩnh cửu, các cặp định giá bằng USDT, nến từ 3m đến 1w; bộ lọc chạy trên 15m, 1h, 4h, 1d và 1w.',
      a: `<p>Bốn nguồn dữ liệu thị trường, đều là các cặp định giá bằng <strong>USDT</strong>:</p>
<table>
<thead><tr><th>Sàn</th><th>Loại thị trường</th></tr></thead>
<tbody>
<tr><td>Binance</td><td>Giao ngay (Spot)</td></tr>
<tr><td>Binance</td><td>Hợp đồng tương lai (vĩnh cửu USD-M)</td></tr>
<tr><td>OKX</td><td>Giao ngay (Spot)</td></tr>
<tr><td>OKX</td><td>Hợp đồng tương lai (hợp đồng hoán đổi vĩnh cửu)</td></tr>
</tbody>
</table>
<p>Mỗi nguồn theo dõi các cặp có khối lượng giao dịch 24 giờ lớn nhất. Nến được lưu trên các khung 3m, 5m, 15m, 1h, 4h, 1d và 1w; bộ lọc của thành viên chạy trên các khung <strong>15m, 1h, 4h, 1d và 1w</strong>. Khi sàn không cung cấp chuỗi nến tuần, nến tuần được dựng từ nến ngày (tuần theo giờ UTC, bắt đầu từ thứ Hai).</p>
<p>Khung thời gian chưa có nến nào được lưu sẽ được đánh dấu "chưa có lịch sử" trong ô chọn, và bộ lọc trên khung đó sẽ cho biết vì sao chưa thể khớp. Xem danh sách thị trường tại trang <a href="/crypto">Crypto</a>.</p>`,
    },
  ),
];
