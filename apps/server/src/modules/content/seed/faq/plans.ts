import type { SeedItem } from '../seed-item';
import { faq } from './faq-item';

/** The FAQ's plans questions. */
export const FAQ_PLANS: SeedItem[] = [
  faq(
    'plans',
    0,
    'plans-and-prices',
    {
      q: 'What do the plans include, and what do they cost?',
      s: 'Free: 1 filter; basic 3 USDT a month: 5 filters; middle 5 USDT: 10 filters; premium 10 USDT: 30 filters; a year costs 10 % less.',
      a: `<table>
<thead><tr><th></th><th>Free</th><th>Basic</th><th>Middle</th><th>Premium</th></tr></thead>
<tbody>
<tr><th scope="row">Price a month</th><td>0</td><td>3 USDT</td><td>5 USDT</td><td>10 USDT</td></tr>
<tr><th scope="row">Filters</th><td>1</td><td>5</td><td>10</td><td>30</td></tr>
<tr><th scope="row">Filters with notifications</th><td>1</td><td>5</td><td>10</td><td>30</td></tr>
<tr><th scope="row">Push devices</th><td>1</td><td>1</td><td>2</td><td>2</td></tr>
<tr><th scope="row">Intervals</th><td colspan="4">15m, 1h, 4h, 1d, 1w</td></tr>
</tbody>
</table>
<p>Every plan includes the system statistic filters. A plan is bought for one month or for a year, and a year is 10 % cheaper than twelve months. These are the launch prices: the <a href="/pricing">pricing page</a> always shows the current ones, which features each plan includes on this site, and any tax added.</p>`,
    },
    {
      q: 'Các gói dịch vụ gồm những gì và giá bao nhiêu?',
      s: 'Miễn phí: 1 bộ lọc; gói cơ bản 3 USDT mỗi tháng: 5 bộ lọc; gói trung cấp 5 USDT: 10 bộ lọc; gói cao cấp 10 USDT: 30 bộ lọc; mua theo năm rẻ hơn 10 %.',
      a: `<table>
<thead><tr><th></th><th>Miễn phí</th><th>Cơ bản</th><th>Trung cấp</th><th>Cao cấp</th></tr></thead>
<tbody>
<tr><th scope="row">Giá mỗi tháng</th><td>0</td><td>3 USDT</td><td>5 USDT</td><td>10 USDT</td></tr>
<tr><th scope="row">Bộ lọc</th><td>1</td><td>5</td><td>10</td><td>30</td></tr>
<tr><th scope="row">Bộ lọc có thông báo</th><td>1</td><td>5</td><td>10</td><td>30</td></tr>
<tr><th scope="row">Thiết bị nhận thông báo đẩy</th><td>1</td><td>1</td><td>2</td><td>2</td></tr>
<tr><th scope="row">Khung thời gian</th><td colspan="4">15m, 1h, 4h, 1d, 1w</td></tr>
</tbody>
</table>
<p>Mọi gói đều có các bộ lọc thống kê của hệ thống. Gói được mua theo tháng hoặc theo năm, và mua theo năm rẻ hơn 10 % so với mười hai tháng. Đây là giá lúc ra mắt: <a href="/pricing">trang bảng giá</a> luôn hiển thị giá hiện tại, các tính năng của từng gói trên trang này và thuế cộng thêm nếu có.</p>`,
    },
  ),
  faq(
    'plans',
    1,
    'how-to-pay',
    {
      q: 'How do I pay for a plan?',
      s: 'Send the exact USDT amount of your invoice on the network you chose, then submit the transaction hash; the server checks the transfer on the chain before the plan starts.',
      a: `<ol>
<li>On <a href="/pricing">Pricing</a>, choose a plan and a month or a year.</li>
<li>Choose a network: USDT on BNB Smart Chain (BEP-20), Ethereum (ERC-20), TRON (TRC-20), or a Binance internal transfer. Only the networks this site has set up are offered.</li>
<li>The invoice shows the <strong>exact amount</strong> (the price plus a few thousandths of a USDT that identify your payment), the receiving address with a QR code, and a 60-minute timer.</li>
<li>Send exactly that amount of USDT on that network, then paste the transaction hash (or the Binance transfer id) into the invoice.</li>
<li>The server checks the transfer: the USDT contract, our address, made after the invoice, the exact amount, and enough confirmations (15 blocks on BNB Smart Chain, 12 on Ethereum; TRON and Binance once final).</li>
</ol>
<p>When it is confirmed, your plan starts at once, without signing in again, and a receipt is e-mailed to you. "The system will check your transaction before completing the payment."</p>
<aside class="callout callout-danger"><p>A transfer is final: one sent on another network, in another token or to another address cannot be pulled back. Check the network and the address before you send.</p></aside>`,
    },
    {
      q: 'Tôi thanh toán cho gói dịch vụ bằng cách nào?',
      s: 'Chuyển đúng số USDT trên hóa đơn qua mạng lưới bạn đã chọn, rồi gửi mã giao dịch; máy chủ kiểm tra giao dịch trên chuỗi trước khi gói bắt đầu.',
      a: `<ol>
<li>Tại trang <a href="/pricing">Bảng giá</a>, chọn gói và thời hạn một tháng hoặc một năm.</li>
<li>Chọn mạng lưới: USDT trên BNB Smart Chain (BEP-20), Ethereum (ERC-20), TRON (TRC-20), hoặc chuyển nội bộ Binance. Chỉ những mạng lưới mà trang đã thiết lập mới được hiển thị.</li>
<li>Hóa đơn hiển thị <strong>số tiền chính xác</strong> (giá gói cộng vài phần nghìn USDT để nhận diện khoản thanh toán của bạn), địa chỉ nhận kèm mã QR và đồng hồ đếm ngược 60 phút.</li>
<li>Chuyển đúng số USDT đó trên đúng mạng lưới đó, rồi dán mã giao dịch (hoặc mã chuyển khoản Binance) vào hóa đơn.</li>
<li>Máy chủ kiểm tra giao dịch: hợp đồng USDT, địa chỉ của chúng tôi, thời điểm sau khi tạo hóa đơn, số tiền chính xác và đủ số xác nhận (15 khối trên BNB Smart Chain, 12 khối trên Ethereum; TRON và Binance khi giao dịch đã hoàn tất).</li>
</ol>
<p>Khi được xác nhận, gói của bạn bắt đầu ngay, không cần đăng nhập lại, và biên nhận được gửi qua e-mail. "Hệ thống sẽ kiểm tra giao dịch của bạn trước khi hoàn tất thanh toán."</p>
<aside class="callout callout-danger"><p>Giao dịch chuyển tiền là không thể đảo ngược: khoản chuyển sai mạng lưới, sai loại token hoặc sai địa chỉ không thể lấy lại. Hãy kiểm tra mạng lưới và địa chỉ trước khi gửi.</p></aside>`,
    },
  ),
  faq(
    'plans',
    2,
    'wrong-amount-or-late',
    {
      q: 'What if I sent a different amount, or paid after the invoice expired?',
      s: 'A transfer of another amount, or one made after the invoice’s 60 minutes, is not credited automatically: an operator reviews it and approves or rejects it with a reason.',
      a: `<p>The exact amount is what ties a public transfer to your invoice, so the server credits only that amount, made within the invoice's 60 minutes.</p>
<ul>
<li><strong>Another amount</strong> sent to our address in the right token goes to <strong>review</strong>: an operator approves it or rejects it, with a reason you can read on the payment.</li>
<li><strong>Late</strong>: a transfer found within 24 hours after the invoice expired also goes to review.</li>
<li><strong>Wrong token, address or network</strong>, or a failed transaction, is not credited; the invoice stays open for the right transfer.</li>
</ul>
<p>Your payments and their states are on your <a href="/core/user/account">account page</a>. For anything else, <a href="/contact">contact us</a> with the transaction hash.</p>`,
    },
    {
      q: 'Nếu tôi chuyển sai số tiền, hoặc thanh toán sau khi hóa đơn hết hạn thì sao?',
      s: 'Khoản chuyển có số tiền khác, hoặc được thực hiện sau 60 phút của hóa đơn, không được ghi nhận tự động: quản trị viên sẽ xem xét rồi chấp thuận hoặc từ chối kèm lý do.',
      a: `<p>Chính số tiền chính xác giúp gắn một giao dịch công khai với hóa đơn của bạn, nên máy chủ chỉ tự động ghi nhận đúng số tiền đó, được chuyển trong 60 phút của hóa đơn.</p>
<ul>
<li><strong>Số tiền khác</strong> chuyển tới địa chỉ của chúng tôi bằng đúng token sẽ được chuyển sang <strong>xem xét</strong>: quản trị viên chấp thuận hoặc từ chối, kèm lý do bạn có thể đọc trong khoản thanh toán.</li>
<li><strong>Chuyển muộn</strong>: giao dịch được tìm thấy trong vòng 24 giờ sau khi hóa đơn hết hạn cũng được chuyển sang xem xét.</li>
<li><strong>Sai token, sai địa chỉ hoặc sai mạng lưới</strong>, hoặc giao dịch thất bại, sẽ không được ghi nhận; hóa đơn vẫn mở để chờ giao dịch đúng.</li>
</ul>
<p>Các khoản thanh toán và trạng thái của chúng nằm trên <a href="/core/user/account">trang tài khoản</a>. Với các trường hợp khác, hãy <a href="/contact">liên hệ với chúng tôi</a> kèm mã giao dịch.</p>`,
    },
  ),
  faq(
    'plans',
    3,
    'renew-upgrade-end',
    {
      q: 'What happens when I renew, upgrade, or my plan ends?',
      s: 'Renewing adds months after the current end, upgrading starts now and credits the unused time at its value, and at the end you return to the free plan after a reminder e-mail.',
      a: `<ul>
<li><strong>The same plan again</strong>: the months you buy are added after your current end date.</li>
<li><strong>A higher plan</strong>: it starts at once, and the unused time of your current plan is added to it at its value (for example, 10 days of basic left become 6 days of middle: 10 × 3 ÷ 5).</li>
<li><strong>A lower plan</strong> cannot be bought while a higher one runs; the pricing page says it can be bought once the running plan ends.</li>
<li><strong>The end</strong>: we e-mail you 3 days before, and at the end your account returns to the free plan.</li>
</ul>
<p>No value is lost or given away by switching.</p>`,
    },
    {
      q: 'Điều gì xảy ra khi tôi gia hạn, nâng cấp hoặc khi gói hết hạn?',
      s: 'Gia hạn cộng thêm tháng sau ngày kết thúc hiện tại, nâng cấp bắt đầu ngay và quy đổi thời gian chưa dùng theo giá trị, còn khi hết hạn bạn trở về gói miễn phí sau một e-mail nhắc.',
      a: `<ul>
<li><strong>Mua lại cùng gói</strong>: số tháng bạn mua được cộng sau ngày kết thúc hiện tại.</li>
<li><strong>Gói cao hơn</strong>: bắt đầu ngay, và thời gian chưa dùng của gói hiện tại được quy đổi theo giá trị rồi cộng vào (ví dụ, còn 10 ngày gói cơ bản sẽ thành 6 ngày gói trung cấp: 10 × 3 ÷ 5).</li>
<li><strong>Gói thấp hơn</strong> không thể mua khi gói cao hơn đang chạy; trang bảng giá sẽ cho biết bạn có thể mua khi gói hiện tại kết thúc.</li>
<li><strong>Khi hết hạn</strong>: chúng tôi gửi e-mail nhắc trước 3 ngày, và khi hết hạn tài khoản của bạn trở về gói miễn phí.</li>
</ul>
<p>Việc chuyển gói không làm mất đi hay cho thêm bất kỳ giá trị nào.</p>`,
    },
  ),
];
