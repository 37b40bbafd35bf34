import type { SeedItem } from '../seed-item';

const en = `
<p>A filter with notifications on tells you when a market <strong>starts matching</strong> it on a closed candle, once, on every channel you chose. You do not have to watch charts: the screener does it at every candle close.</p>

<h2>When you are notified</h2>
<ul>
  <li>A market <strong>enters</strong> the filter's matches: it matches on this closed candle and did not on the previous one. A market that keeps matching candle after candle is told once, when it starts.</li>
  <li>Optionally, when a market <strong>stops matching</strong> (turn on <em>When a market stops matching</em> on the filter, or as your default).</li>
  <li>A <strong>cooldown</strong>, in candles of the filter's interval (0 to 1000), keeps the same market from being notified again too soon. Each filter may set its own, or use your default.</li>
  <li>Only for filters that are active and have <em>Notify me when a market starts matching</em> ticked. Your plan limits how many filters notify: 1 on the free plan, 5 on basic, 10 on middle, 30 on premium.</li>
</ul>
<p>Every notification says the filter, the market, the interval, the candle's time, its close price and <strong>why it matched</strong> (for example <code>RSI(14) 28.41 &lt; 30</code>), with links to the chart at that candle and to the filter with its statistics.</p>

<h2>Choosing channels</h2>
<p>Open <strong>Notifications</strong> → <strong>Settings</strong> (<a href="/core/notification/settings">/core/notification/settings</a>). Changes are saved at once. A channel that this site does not offer is shown as <em>Not offered here</em>.</p>
<table>
  <thead><tr><th>Channel</th><th>What you get</th><th>Set up</th></tr></thead>
  <tbody>
    <tr><td>In the app</td><td>The notification list, the unread count in the top bar and a notice in every open tab</td><td>Always on</td></tr>
    <tr><td>E-mail</td><td>A mail to your account's address, in your language</td><td>Turn it on; choose at once or one digest per hour</td></tr>
    <tr><td>Browser push</td><td>A system notification from your browser, even when the site is closed</td><td>Allow notifications in this browser</td></tr>
    <tr><td>Telegram</td><td>A message from our bot in your Telegram chat</td><td>Link your chat once</td></tr>
    <tr><td>Webhook</td><td>A signed HTTP POST of each notification to your own address</td><td>Give an https address</td></tr>
  </tbody>
</table>

<h3>E-mail</h3>
<ol>
  <li>Turn on <strong>E-mail</strong>.</li>
  <li>Under <strong>When e-mails are sent</strong>, choose <strong>At once, one per notification</strong>, or <strong>One digest per hour</strong>: one mail at the top of each hour with that hour's notifications.</li>
</ol>
<p>Mails go to the address you signed up with. If they do not arrive, look in the spam folder and add our sender to your contacts.</p>

<h3>Browser push</h3>
<ol>
  <li>Open the settings page in the browser that should receive notifications (on a computer or a phone).</li>
  <li>Under <strong>Browser push and devices</strong>, turn on <strong>Push notifications in this browser</strong> and allow notifications when the browser asks.</li>
  <li>The browser appears under <strong>Registered devices</strong>. Remove a device there when you stop using it.</li>
</ol>
<p>Your plan limits the number of devices (1 on the free and basic plans, 2 on middle and premium). At the limit, the site asks which registered device the new browser replaces. If the browser blocked notifications for the site, allow them again in the browser's site settings.</p>

<h3>Telegram</h3>
<ol>
  <li>Press <strong>Link Telegram</strong>. A link to our bot opens in Telegram; it works once, for 30 minutes.</li>
  <li>In Telegram press <strong>Start</strong>. The settings page then shows <em>A Telegram chat is linked</em>.</li>
  <li>To stop, press <strong>Unlink</strong>, or simply turn the channel off.</li>
</ol>
<p>Telegram is offered only when the site's operators have set up a bot.</p>

<h3>Webhook</h3>
<ol>
  <li>Type your <strong>Webhook address</strong>: a public <code>https://</code> address (private and local network addresses are refused).</li>
  <li>A <strong>Signing secret</strong> appears. Copy it to your receiver: every request carries an <code>X-Signature</code> computed with it.</li>
  <li>Turn on <strong>Webhook</strong>. <strong>Remove</strong> deletes the address and turns the channel off.</li>
</ol>
<p>The request body, the headers and how to verify the signature in JavaScript or in a shell are on <a href="/documentation/webhooks">Webhooks and signature verification</a>.</p>

<h2>Defaults for notifying filters</h2>
<p>At the bottom of the settings page, <strong>Also notify when a market stops matching</strong> and <strong>Cooldown (candles)</strong> are your defaults. A filter uses them unless it sets its own value in the builder.</p>

<h2>Delivery status</h2>
<p>Each notification in the list shows, per channel, whether it was <em>queued</em>, <em>sent</em>, <em>failed</em> (with the reason) or <em>skipped</em> (the channel was off or not set up). A failed delivery is tried again several times over about a minute before it is given up. A candle fetched late after a disconnection, older than one interval, is not notified: an old signal is not news.</p>
`;

const vi = `
<p>Một bộ lọc đã bật thông báo sẽ báo cho bạn khi một thị trường <strong>bắt đầu khớp</strong> với nó trên một nến đã đóng, một lần, qua mọi kênh bạn đã chọn. Bạn không cần ngồi canh biểu đồ: bộ quét làm việc đó ở mỗi lần nến đóng.</p>

<h2>Khi nào bạn được báo</h2>
<ul>
  <li>Một thị trường <strong>bắt đầu khớp</strong> bộ lọc: khớp ở nến vừa đóng và không khớp ở nến trước đó. Một thị trường tiếp tục khớp qua nhiều nến chỉ được báo một lần, lúc bắt đầu.</li>
  <li>Tùy chọn: khi một thị trường <strong>không còn khớp</strong> (bật <em>Khi một thị trường không còn khớp</em> trên bộ lọc, hoặc đặt làm mặc định).</li>
  <li><strong>Thời gian chờ</strong>, tính bằng số nến của khung thời gian bộ lọc (0 đến 1000), giúp cùng một thị trường không bị báo lại quá sớm. Mỗi bộ lọc có thể tự đặt, hoặc dùng giá trị mặc định của bạn.</li>
  <li>Chỉ áp dụng cho bộ lọc đang hoạt động và đã đánh dấu <em>Báo cho tôi khi một thị trường bắt đầu khớp</em>. Gói của bạn giới hạn số bộ lọc được gửi thông báo: 1 với gói miễn phí, 5 với gói cơ bản, 10 với gói trung cấp, 30 với gói cao cấp.</li>
</ul>
<p>Mỗi thông báo ghi rõ bộ lọc, thị trường, khung thời gian, thời điểm của nến, giá đóng cửa và <strong>vì sao khớp</strong> (ví dụ <code>RSI(14) 28,41 &lt; 30</code>), kèm liên kết tới biểu đồ tại cây nến đó và tới bộ lọc cùng phần thống kê.</p>

<h2>Chọn kênh nhận</h2>
<p>Mở <strong>Thông báo</strong> → <strong>Cài đặt</strong> (<a href="/core/notification/settings">/core/notification/settings</a>). Thay đổi được lưu ngay. Kênh nào trang này không cung cấp sẽ hiện là <em>Không cung cấp tại đây</em>.</p>
<table>
  <thead><tr><th>Kênh</th><th>Bạn nhận được gì</th><th>Thiết lập</th></tr></thead>
  <tbody>
    <tr><td>Trong ứng dụng</td><td>Danh sách thông báo, số chưa đọc trên thanh trên cùng và một thông báo trong mọi thẻ đang mở</td><td>Luôn bật</td></tr>
    <tr><td>E-mail</td><td>Một thư tới địa chỉ tài khoản của bạn, bằng ngôn ngữ của bạn</td><td>Bật kênh; chọn gửi ngay hoặc gộp mỗi giờ một thư</td></tr>
    <tr><td>Thông báo đẩy trên trình duyệt</td><td>Thông báo hệ thống từ trình duyệt, kể cả khi đã đóng trang</td><td>Cho phép thông báo trên trình duyệt này</td></tr>
    <tr><td>Telegram</td><td>Tin nhắn từ bot của chúng tôi trong cuộc trò chuyện Telegram của bạn</td><td>Liên kết cuộc trò chuyện một lần</td></tr>
    <tr><td>Webhook</td><td>Một yêu cầu HTTP POST có chữ ký cho mỗi thông báo, gửi tới địa chỉ của bạn</td><td>Nhập một địa chỉ https</td></tr>
  </tbody>
</table>

<h3>E-mail</h3>
<ol>
  <li>Bật <strong>E-mail</strong>.</li>
  <li>Ở mục <strong>Thời điểm gửi e-mail</strong>, chọn <strong>Ngay lập tức, mỗi thông báo một thư</strong>, hoặc <strong>Một thư tổng hợp mỗi giờ</strong>: một thư vào đầu mỗi giờ gồm các thông báo của giờ đó.</li>
</ol>
<p>Thư được gửi tới địa chỉ bạn đã dùng để đăng ký. Nếu không nhận được, hãy xem thư mục spam và thêm địa chỉ gửi của chúng tôi vào danh bạ.</p>

<h3>Thông báo đẩy trên trình duyệt</h3>
<ol>
  <li>Mở trang cài đặt trên chính trình duyệt sẽ nhận thông báo (trên máy tính hoặc điện thoại).</li>
  <li>Ở mục <strong>Thông báo đẩy và thiết bị</strong>, bật <strong>Thông báo đẩy trên trình duyệt này</strong> và chọn cho phép khi trình duyệt hỏi.</li>
  <li>Trình duyệt sẽ xuất hiện trong <strong>Thiết bị đã đăng ký</strong>. Hãy xóa thiết bị tại đó khi bạn không dùng nữa.</li>
</ol>
<p>Gói của bạn giới hạn số thiết bị (1 với gói miễn phí và gói cơ bản, 2 với gói trung cấp và cao cấp). Khi đã đủ, trang sẽ hỏi trình duyệt mới thay thế thiết bị nào. Nếu trình duyệt đã chặn thông báo của trang, hãy cho phép lại trong phần cài đặt trang web của trình duyệt.</p>

<h3>Telegram</h3>
<ol>
  <li>Nhấn <strong>Liên kết Telegram</strong>. Một liên kết tới bot của chúng tôi sẽ mở trong Telegram; liên kết chỉ dùng được một lần, trong 30 phút.</li>
  <li>Trong Telegram, nhấn <strong>Start</strong> (Bắt đầu). Trang cài đặt sẽ hiện <em>Đã liên kết một cuộc trò chuyện Telegram</em>.</li>
  <li>Muốn dừng, nhấn <strong>Hủy liên kết</strong>, hoặc chỉ cần tắt kênh.</li>
</ol>
<p>Telegram chỉ được cung cấp khi đội vận hành của trang đã thiết lập bot.</p>

<h3>Webhook</h3>
<ol>
  <li>Nhập <strong>Địa chỉ webhook</strong>: một địa chỉ <code>https://</code> công khai (địa chỉ mạng nội bộ hoặc máy cục bộ sẽ bị từ chối).</li>
  <li><strong>Khóa ký</strong> sẽ hiện ra. Hãy sao chép nó vào hệ thống nhận của bạn: mọi yêu cầu đều có <code>X-Signature</code> được tính bằng khóa này.</li>
  <li>Bật <strong>Webhook</strong>. Nút <strong>Xóa</strong> sẽ xóa địa chỉ và tắt kênh.</li>
</ol>
<p>Nội dung yêu cầu, các header và cách kiểm tra chữ ký bằng JavaScript hoặc bằng dòng lệnh có tại trang <a href="/documentation/webhooks">Webhook và kiểm tra chữ ký</a>.</p>

<h2>Mặc định cho bộ lọc có thông báo</h2>
<p>Cuối trang cài đặt, <strong>Báo cả khi một thị trường không còn khớp</strong> và <strong>Thời gian chờ (số nến)</strong> là giá trị mặc định của bạn. Bộ lọc sẽ dùng chúng trừ khi tự đặt giá trị riêng trong trình tạo bộ lọc.</p>

<h2>Trạng thái gửi</h2>
<p>Mỗi thông báo trong danh sách cho biết, theo từng kênh, là <em>đang chờ</em>, <em>đã gửi</em>, <em>thất bại</em> (kèm lý do) hay <em>bỏ qua</em> (kênh đang tắt hoặc chưa thiết lập). Lần gửi thất bại sẽ được thử lại nhiều lần trong khoảng một phút trước khi dừng hẳn. Nến được tải bù sau khi mất kết nối mà đã cũ hơn một khung thời gian sẽ không được báo: tín hiệu cũ không còn là tin mới.</p>
`;

export const NOTIFICATIONS: SeedItem = {
  kind: 'documentation',
  code: 'notifications',
  title: { en: 'Notifications', vi: 'Thông báo' },
  summary: {
    en: 'When a filter notifies you, and how to set up each channel: in the app, e-mail, browser push, Telegram and webhooks.',
    vi: 'Khi nào bộ lọc gửi thông báo cho bạn, và cách thiết lập từng kênh: trong ứng dụng, e-mail, thông báo đẩy trên trình duyệt, Telegram và webhook.',
  },
  body: { en, vi },
  tags: ['notifications'],
  parent: null,
  order: 40,
};
