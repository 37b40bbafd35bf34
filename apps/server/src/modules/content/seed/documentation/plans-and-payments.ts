import type { SeedItem } from '../seed-item';

const en = `
<p>Every account starts on the free member plan. Three paid plans, <strong>Basic</strong>, <strong>Middle</strong> and <strong>Premium</strong>, raise the limits. They are paid by a <strong>USDT transfer</strong>, and the system checks the transfer on its blockchain before the plan starts: there is no card to enter and no account to connect.</p>

<h2>The plans</h2>
<table>
  <thead><tr><th></th><th>Member (free)</th><th>Basic</th><th>Middle</th><th>Premium</th></tr></thead>
  <tbody>
    <tr><td>Filters</td><td>1</td><td>5</td><td>10</td><td>30</td></tr>
    <tr><td>Filters with notifications</td><td>1</td><td>5</td><td>10</td><td>30</td></tr>
    <tr><td>Browsers for push notifications</td><td>1</td><td>1</td><td>2</td><td>2</td></tr>
    <tr><td>Intervals screened</td><td colspan="4">15m, 1h, 4h, 1d, 1w on every plan</td></tr>
    <tr><td>System statistic filters</td><td colspan="4">on every plan</td></tr>
    <tr><td>Price per month</td><td>free</td><td>3 USDT</td><td>5 USDT</td><td>10 USDT</td></tr>
    <tr><td>Price per year (10 % off)</td><td>free</td><td>32.40 USDT</td><td>54 USDT</td><td>108 USDT</td></tr>
  </tbody>
</table>
<p>These are the prices the product ships with; the <a href="/pricing">pricing page</a> always shows the current ones, what each plan includes, and the tax if the site adds one. The pricing page lists Telegram and webhook notifications with the Middle and Premium plans.</p>

<h2>Paying by transfer, step by step</h2>
<ol>
  <li><strong>Choose a plan.</strong> On the <a href="/pricing">pricing page</a> (or <strong>Plans</strong> in the dashboard) choose <em>Monthly</em> or <em>Yearly</em>, then the plan. Sign in first if you are not: a payment upgrades your own account.</li>
  <li><strong>Choose the network.</strong> The payment page lists only the networks this site accepts, among: <strong>BNB Smart Chain (BEP-20)</strong>, <strong>Ethereum (ERC-20)</strong>, <strong>TRON (TRC-20)</strong> and <strong>Binance internal transfer</strong>. Press <strong>Show the payment details</strong>.</li>
  <li><strong>Read the invoice.</strong> It shows the <strong>exact amount</strong> to send, the <strong>receiving address</strong> (with a QR code) or, for Binance, our Binance account, the USDT <strong>token contract</strong>, and the <strong>time left</strong> to send (one hour unless the site sets another).</li>
  <li><strong>Send exactly that amount of USDT</strong>, on that network, to that address, from your wallet or exchange. The amount has a few thousandths of a USDT added that are unique to your invoice: that is how your transfer is matched to your payment, so send it <strong>to the last digit</strong>. Make sure the withdrawal fee is not taken out of the amount that arrives.</li>
  <li><strong>Paste the transaction hash</strong> (for a Binance internal transfer, the transfer ID Binance shows) and press <strong>Check my transaction</strong>. You may also just wait: the system watches for the exact amount and finds the transfer by itself.</li>
  <li><strong>Wait for the confirmations.</strong> The page updates by itself, showing for example <em>Confirmations: 7 of 15</em>. When they are reached, the payment is <strong>Completed</strong>, your plan starts at once and a receipt is e-mailed to you.</li>
</ol>

<h3>Networks and confirmations</h3>
<table>
  <thead><tr><th>Network</th><th>Token</th><th>Transaction hash</th><th>Confirmations (default)</th></tr></thead>
  <tbody>
    <tr><td>BNB Smart Chain (BEP-20)</td><td>USDT BEP-20</td><td><code>0x</code> + 64 hexadecimal characters</td><td>15 blocks</td></tr>
    <tr><td>Ethereum (ERC-20)</td><td>USDT ERC-20</td><td><code>0x</code> + 64 hexadecimal characters</td><td>12 blocks</td></tr>
    <tr><td>TRON (TRC-20)</td><td>USDT TRC-20</td><td>64 hexadecimal characters</td><td>the block is final (solidified)</td></tr>
    <tr><td>Binance internal transfer</td><td>USDT</td><td>the transfer ID (digits)</td><td>final once Binance credits it</td></tr>
  </tbody>
</table>
<aside class="callout callout-danger"><p>Send only <strong>USDT</strong>, only on the network you chose, only to the address of your invoice. A transfer of another token, on another chain or to another address is not this payment and cannot be credited automatically.</p></aside>

<h2>Payment states</h2>
<table>
  <thead><tr><th>State</th><th>What it means</th></tr></thead>
  <tbody>
    <tr><td>Waiting for your transfer</td><td>The invoice is open; nothing was found yet.</td></tr>
    <tr><td>Checking your transaction</td><td>A transfer was found and is being verified, or waits for more confirmations.</td></tr>
    <tr><td>Completed</td><td>The transfer is confirmed; your plan is active.</td></tr>
    <tr><td>In review</td><td>The transfer did not match exactly (another amount, or it arrived after the time was up): an operator checks it by hand and you see the result on the page.</td></tr>
    <tr><td>Rejected</td><td>An operator rejected the payment, with a reason you can read.</td></tr>
    <tr><td>Expired</td><td>No matching transfer arrived in time. If you did send it, transfers arriving up to a day late are still found and go to review; otherwise contact us with the transaction hash.</td></tr>
  </tbody>
</table>
<p>A hash can be refused with a reason, for example: the transaction failed on the chain, it moves another token, it does not pay our address, it was made before the invoice, or it already paid another payment. The invoice then stays open for the right transaction.</p>

<h2>Renewing, upgrading and the end of a plan</h2>
<ul>
  <li><strong>The same plan again</strong>: the months are added after your current end date.</li>
  <li><strong>A higher plan</strong>: it starts now, and the unused time of your current plan is added to it at its value (the remaining time × the old monthly price / the new monthly price). Nothing is lost by upgrading.</li>
  <li><strong>A lower plan</strong> can be bought only once the running plan has ended; the pricing page says until when.</li>
  <li>We remind you by e-mail three days before your plan ends. At the end your account returns to the free member plan. Your filters are kept as they are, but you cannot add filters, or turn notifications on for more of them, beyond the free plan's limits.</li>
</ul>
<p>Your payments, their states and the period each one bought are listed in the payment history, and every state change is kept with its time and reason.</p>
`;

const vi = `
<p>Mọi tài khoản đều bắt đầu với gói thành viên miễn phí. Ba gói trả phí <strong>Cơ bản</strong>, <strong>Trung cấp</strong> và <strong>Cao cấp</strong> nâng các giới hạn lên. Các gói được thanh toán bằng <strong>chuyển khoản USDT</strong>, và hệ thống kiểm tra giao dịch trên blockchain trước khi kích hoạt gói: bạn không phải nhập thẻ hay kết nối tài khoản nào.</p>

<h2>Các gói</h2>
<table>
  <thead><tr><th></th><th>Thành viên (miễn phí)</th><th>Cơ bản</th><th>Trung cấp</th><th>Cao cấp</th></tr></thead>
  <tbody>
    <tr><td>Số bộ lọc</td><td>1</td><td>5</td><td>10</td><td>30</td></tr>
    <tr><td>Bộ lọc có thông báo</td><td>1</td><td>5</td><td>10</td><td>30</td></tr>
    <tr><td>Trình duyệt nhận thông báo đẩy</td><td>1</td><td>1</td><td>2</td><td>2</td></tr>
    <tr><td>Khung thời gian được quét</td><td colspan="4">15m, 1h, 4h, 1d, 1w với mọi gói</td></tr>
    <tr><td>Bộ lọc thống kê hệ thống</td><td colspan="4">có ở mọi gói</td></tr>
    <tr><td>Giá mỗi tháng</td><td>miễn phí</td><td>3 USDT</td><td>5 USDT</td><td>10 USDT</td></tr>
    <tr><td>Giá mỗi năm (giảm 10 %)</td><td>miễn phí</td><td>32,40 USDT</td><td>54 USDT</td><td>108 USDT</td></tr>
  </tbody>
</table>
<p>Đây là mức giá mặc định của sản phẩm; <a href="/pricing">trang bảng giá</a> luôn hiển thị giá hiện hành, những gì mỗi gói bao gồm và thuế nếu trang có cộng thêm. Trang bảng giá liệt kê thông báo qua Telegram và webhook trong gói Trung cấp và Cao cấp.</p>

<h2>Thanh toán bằng chuyển khoản, từng bước</h2>
<ol>
  <li><strong>Chọn gói.</strong> Tại <a href="/pricing">trang bảng giá</a> (hoặc mục <strong>Gói dịch vụ</strong> trong bảng điều khiển), chọn <em>Theo tháng</em> hoặc <em>Theo năm</em>, rồi chọn gói. Nếu chưa đăng nhập, hãy đăng nhập trước: thanh toán sẽ nâng cấp chính tài khoản của bạn.</li>
  <li><strong>Chọn mạng.</strong> Trang thanh toán chỉ liệt kê những mạng mà trang này chấp nhận, trong số: <strong>BNB Smart Chain (BEP-20)</strong>, <strong>Ethereum (ERC-20)</strong>, <strong>TRON (TRC-20)</strong> và <strong>Chuyển nội bộ Binance</strong>. Nhấn <strong>Xem thông tin thanh toán</strong>.</li>
  <li><strong>Đọc hóa đơn.</strong> Hóa đơn ghi <strong>số tiền chính xác</strong> cần gửi, <strong>địa chỉ nhận</strong> (kèm mã QR) hoặc, với Binance, tài khoản Binance của chúng tôi, <strong>hợp đồng token</strong> USDT, và <strong>thời gian còn lại</strong> để gửi (một giờ, trừ khi trang đặt khác).</li>
  <li><strong>Gửi đúng số tiền USDT đó</strong>, trên đúng mạng đó, tới đúng địa chỉ đó, từ ví hoặc sàn của bạn. Số tiền có cộng thêm vài phần nghìn USDT riêng cho hóa đơn của bạn: đó là cách hệ thống gắn giao dịch với lần thanh toán, vì vậy hãy gửi <strong>đúng đến chữ số cuối cùng</strong>. Hãy chắc chắn rằng phí rút không bị trừ vào số tiền đến nơi.</li>
  <li><strong>Dán mã giao dịch (hash)</strong> (với chuyển nội bộ Binance là mã chuyển khoản Binance hiển thị) rồi nhấn <strong>Kiểm tra giao dịch của tôi</strong>. Bạn cũng có thể chỉ cần chờ: hệ thống theo dõi đúng số tiền đó và tự tìm thấy giao dịch.</li>
  <li><strong>Chờ đủ số xác nhận.</strong> Trang tự cập nhật, ví dụ <em>Số xác nhận: 7 trên 15</em>. Khi đủ, thanh toán chuyển sang <strong>Hoàn tất</strong>, gói của bạn có hiệu lực ngay và biên nhận được gửi qua e-mail.</li>
</ol>

<h3>Mạng và số xác nhận</h3>
<table>
  <thead><tr><th>Mạng</th><th>Token</th><th>Mã giao dịch</th><th>Số xác nhận (mặc định)</th></tr></thead>
  <tbody>
    <tr><td>BNB Smart Chain (BEP-20)</td><td>USDT BEP-20</td><td><code>0x</code> + 64 ký tự thập lục phân</td><td>15 khối</td></tr>
    <tr><td>Ethereum (ERC-20)</td><td>USDT ERC-20</td><td><code>0x</code> + 64 ký tự thập lục phân</td><td>12 khối</td></tr>
    <tr><td>TRON (TRC-20)</td><td>USDT TRC-20</td><td>64 ký tự thập lục phân</td><td>khối đã được xác nhận cuối cùng (solidified)</td></tr>
    <tr><td>Chuyển nội bộ Binance</td><td>USDT</td><td>mã chuyển khoản (chữ số)</td><td>hoàn tất khi Binance ghi có</td></tr>
  </tbody>
</table>
<aside class="callout callout-danger"><p>Chỉ gửi <strong>USDT</strong>, chỉ trên mạng bạn đã chọn, chỉ tới địa chỉ ghi trong hóa đơn. Giao dịch chuyển token khác, trên chuỗi khác hoặc tới địa chỉ khác không thuộc lần thanh toán này và không thể được ghi nhận tự động.</p></aside>

<h2>Các trạng thái thanh toán</h2>
<table>
  <thead><tr><th>Trạng thái</th><th>Ý nghĩa</th></tr></thead>
  <tbody>
    <tr><td>Đang chờ bạn chuyển tiền</td><td>Hóa đơn đang mở; chưa tìm thấy giao dịch nào.</td></tr>
    <tr><td>Đang kiểm tra giao dịch</td><td>Đã tìm thấy giao dịch và đang xác minh, hoặc đang chờ thêm xác nhận.</td></tr>
    <tr><td>Hoàn tất</td><td>Giao dịch đã được xác nhận; gói của bạn đã có hiệu lực.</td></tr>
    <tr><td>Đang xem xét</td><td>Giao dịch không khớp chính xác (số tiền khác, hoặc đến sau khi hết thời gian): nhân viên vận hành kiểm tra thủ công và kết quả sẽ hiện trên trang.</td></tr>
    <tr><td>Bị từ chối</td><td>Nhân viên vận hành đã từ chối lần thanh toán, kèm lý do bạn có thể đọc.</td></tr>
    <tr><td>Hết hạn</td><td>Không có giao dịch khớp đến kịp thời hạn. Nếu bạn đã chuyển, giao dịch đến muộn trong vòng một ngày vẫn được tìm thấy và chuyển sang xem xét; nếu không, hãy liên hệ với chúng tôi kèm mã giao dịch.</td></tr>
  </tbody>
</table>
<p>Một mã giao dịch có thể bị từ chối kèm lý do, ví dụ: giao dịch đã thất bại trên chuỗi, chuyển một token khác, không chuyển tới địa chỉ của chúng tôi, được thực hiện trước khi tạo hóa đơn, hoặc đã được dùng cho một lần thanh toán khác. Khi đó hóa đơn vẫn mở để bạn gửi đúng giao dịch.</p>

<h2>Gia hạn, nâng cấp và khi gói kết thúc</h2>
<ul>
  <li><strong>Mua lại cùng gói</strong>: số tháng được cộng thêm sau ngày kết thúc hiện tại.</li>
  <li><strong>Gói cao hơn</strong>: có hiệu lực ngay, và thời gian chưa dùng của gói hiện tại được cộng vào theo giá trị của nó (thời gian còn lại × giá tháng của gói cũ / giá tháng của gói mới). Nâng cấp không làm bạn mất gì.</li>
  <li><strong>Gói thấp hơn</strong> chỉ mua được khi gói đang dùng đã kết thúc; trang bảng giá cho biết đến ngày nào.</li>
  <li>Chúng tôi nhắc bạn qua e-mail ba ngày trước khi gói kết thúc. Khi hết hạn, tài khoản trở về gói thành viên miễn phí. Các bộ lọc hiện có được giữ nguyên, nhưng bạn không thể thêm bộ lọc, hay bật thông báo cho thêm bộ lọc, vượt quá giới hạn của gói miễn phí.</li>
</ul>
<p>Lịch sử thanh toán liệt kê các lần thanh toán, trạng thái và thời hạn mà mỗi lần đã mua, và mọi thay đổi trạng thái đều được lưu lại kèm thời điểm và lý do.</p>
`;

export const PLANS_AND_PAYMENTS: SeedItem = {
  kind: 'documentation',
  code: 'plans-and-payments',
  title: { en: 'Plans and paying by transfer', vi: 'Gói dịch vụ và thanh toán bằng chuyển khoản' },
  summary: {
    en: 'What each plan includes and how to pay for one with a USDT transfer on BNB Smart Chain, Ethereum, TRON or Binance, step by step.',
    vi: 'Mỗi gói bao gồm những gì và cách thanh toán bằng chuyển khoản USDT qua BNB Smart Chain, Ethereum, TRON hoặc Binance, từng bước một.',
  },
  body: { en, vi },
  tags: ['plans', 'payments'],
  parent: null,
  order: 50,
};
