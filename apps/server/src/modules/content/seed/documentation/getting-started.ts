import type { SeedItem } from '../seed-item';

const en = `
<p>BITDATA watches crypto markets candle by candle, computes indicators and candle patterns on every closed candle, and tells you which markets meet the conditions you wrote down. This page takes you from a new account to your first working filter in a few minutes.</p>

<h2>1. Create your account</h2>
<ol>
  <li>Open <a href="/core/auth/register">Sign up</a> and fill in your full name, your e-mail address and a password (at least 8 characters, typed twice). The phone number is optional.</li>
  <li>Press <strong>Create account</strong>. The form solves a small anti-bot check by itself: there is no picture puzzle to solve.</li>
  <li>We send a verification link to your e-mail address. Open it to activate the account. If the mail is not in your inbox, look in the <strong>spam</strong> folder; the verification page can also send the e-mail again.</li>
  <li>Sign in at <a href="/core/auth/login">Login</a> with your e-mail and password. <strong>Forgot password?</strong> sends a link that works once and expires after one hour.</li>
</ol>
<aside class="callout callout-tip"><p>Your account starts on the free <strong>member</strong> plan: one filter, one filter with notifications and one browser for push notifications, on the 15m, 1h, 4h, 1d and 1w intervals. See <a href="/documentation/plans-and-payments">Plans and paying by transfer</a> for more.</p></aside>

<h2>2. Find your way around the dashboard</h2>
<p>After signing in you land on the dashboard (<code>/core</code>). The sidebar on the left holds the menu of your role; on a member account it shows:</p>
<ul>
  <li><strong>Dashboard</strong>: shortcuts and the four getting-started steps (complete your profile, create your first filter, check its statistics, turn on notifications).</li>
  <li><strong>Markets</strong>: every tracked pair with candle charts, indicators and live updates.</li>
  <li><strong>Filters</strong>: your own screens, with the markets each one matches now.</li>
  <li><strong>Statistics</strong> and <strong>Multi-timeframe</strong>: backtests of a filter over the stored history.</li>
  <li><strong>Notifications</strong>: what your filters found, and the settings of each channel.</li>
  <li><strong>Plans</strong> and <strong>Account</strong>: your plan, payments, profile and password.</li>
</ul>
<p>Open <strong>Account</strong> first and set your display name, language (English or Tiếng Việt) and time zone: candle times, e-mails and notifications are written in that language and zone. The top bar switches the language too, and the settings panel chooses a light or dark theme.</p>

<h2>3. Create your first filter</h2>
<p>A filter is a list of conditions on indicator values. A market <em>matches</em> when every condition holds on its latest <strong>closed</strong> candle of the filter's interval.</p>
<ol>
  <li>Go to <strong>Filters</strong> and press <strong>Create a filter</strong> (or open <a href="/core/filter/create">/core/filter/create</a>).</li>
  <li>Give it a <strong>Name</strong>, for example <em>RSI oversold in an uptrend</em>, and choose the <strong>Entry</strong>: Long (you would buy) or Short (you would sell). The entry only matters for statistics.</li>
  <li>Choose the market: the exchange (Binance or OKX), the data type (Spot or Future) and the <strong>interval</strong>, for example <code>4h</code>.</li>
  <li>Add the first condition: field <strong>RSI(14)</strong>, operator <strong>is below</strong>, value <code>30</code>.</li>
  <li>Press <strong>Add a condition</strong>: field <strong>Close</strong>, operator <strong>is above</strong>, compare with the field <strong>EMA(200)</strong>.</li>
  <li>Watch the <strong>Matching now</strong> panel: it lists the markets that meet the conditions on their last closed candle, before you save anything.</li>
  <li>Optionally type take-profit and stop-loss percentages (press Enter after each), used by the statistics, and tick <strong>Notify me when a market starts matching</strong>.</li>
  <li>Save. The filter now runs on every closed candle of its interval, on every market of its exchange and data type.</li>
</ol>
<p>The page <a href="/documentation/building-filters">Building filters</a> explains every part of a condition with more examples, and <a href="/documentation/filter-fields">Fields a filter can use</a> lists every field.</p>

<h2>4. Check the past, then get notified</h2>
<ul>
  <li>On the filter's page, <strong>Run statistics</strong> replays the filter over the stored history: every past match is entered at the next candle's open and followed to its take-profit or stop-loss. See <a href="/documentation/statistics">How statistics are computed</a>.</li>
  <li>Turn on notifications for the filter and choose your channels in <a href="/core/notification/settings">Notification settings</a>: in the app, e-mail, browser push, Telegram or a webhook. See <a href="/documentation/notifications">Notifications</a>.</li>
</ul>
<aside class="callout callout-warning"><p>Filters, statistics and notifications describe what the market data says. They are tools to find setups, not advice to buy or sell: past results do not promise future ones.</p></aside>
`;

const vi = `
<p>BITDATA theo dõi thị trường tiền mã hóa từng cây nến, tính các chỉ báo và mô hình nến trên mỗi nến đã đóng, rồi cho bạn biết thị trường nào thỏa các điều kiện bạn đặt ra. Trang này hướng dẫn bạn từ lúc tạo tài khoản đến khi có bộ lọc đầu tiên chạy được, chỉ trong vài phút.</p>

<h2>1. Tạo tài khoản</h2>
<ol>
  <li>Mở trang <a href="/core/auth/register">Đăng ký</a>, điền họ tên, địa chỉ e-mail và mật khẩu (ít nhất 8 ký tự, nhập hai lần). Số điện thoại không bắt buộc.</li>
  <li>Nhấn <strong>Tạo tài khoản</strong>. Biểu mẫu tự giải một bước kiểm tra chống bot: bạn không phải giải câu đố hình ảnh nào.</li>
  <li>Chúng tôi gửi liên kết xác minh tới e-mail của bạn. Mở liên kết đó để kích hoạt tài khoản. Nếu không thấy thư trong hộp thư đến, hãy xem thư mục <strong>spam</strong>; trang xác minh cũng cho phép gửi lại e-mail.</li>
  <li>Đăng nhập tại trang <a href="/core/auth/login">Đăng nhập</a> bằng e-mail và mật khẩu. <strong>Quên mật khẩu?</strong> sẽ gửi một liên kết chỉ dùng được một lần và hết hạn sau một giờ.</li>
</ol>
<aside class="callout callout-tip"><p>Tài khoản mới dùng gói <strong>thành viên</strong> miễn phí: một bộ lọc, một bộ lọc có thông báo và một trình duyệt nhận thông báo đẩy, trên các khung 15m, 1h, 4h, 1d và 1w. Xem thêm tại <a href="/documentation/plans-and-payments">Gói dịch vụ và thanh toán bằng chuyển khoản</a>.</p></aside>

<h2>2. Làm quen với bảng điều khiển</h2>
<p>Sau khi đăng nhập, bạn vào bảng điều khiển (<code>/core</code>). Thanh bên trái chứa menu theo vai trò của bạn; với tài khoản thành viên gồm:</p>
<ul>
  <li><strong>Bảng điều khiển</strong>: các lối tắt và bốn bước bắt đầu (hoàn thiện hồ sơ, tạo bộ lọc đầu tiên, xem thống kê, bật thông báo).</li>
  <li><strong>Thị trường</strong>: mọi cặp đang theo dõi, với biểu đồ nến, chỉ báo và cập nhật trực tiếp.</li>
  <li><strong>Bộ lọc</strong>: các bộ lọc của riêng bạn, kèm những thị trường đang khớp.</li>
  <li><strong>Thống kê</strong> và <strong>Đa khung thời gian</strong>: kiểm tra lại (backtest) một bộ lọc trên dữ liệu lịch sử đã lưu.</li>
  <li><strong>Thông báo</strong>: những gì bộ lọc đã tìm thấy, và phần cài đặt cho từng kênh.</li>
  <li><strong>Gói dịch vụ</strong> và <strong>Tài khoản</strong>: gói đang dùng, thanh toán, hồ sơ và mật khẩu.</li>
</ul>
<p>Hãy mở <strong>Tài khoản</strong> trước và đặt tên hiển thị, ngôn ngữ (English hoặc Tiếng Việt) và múi giờ: giờ của nến, e-mail và thông báo sẽ được viết theo ngôn ngữ và múi giờ đó. Thanh trên cùng cũng có nút đổi ngôn ngữ, và bảng cài đặt cho phép chọn giao diện sáng hoặc tối.</p>

<h2>3. Tạo bộ lọc đầu tiên</h2>
<p>Bộ lọc là một danh sách điều kiện trên giá trị của các chỉ báo. Một thị trường <em>khớp</em> khi mọi điều kiện đều đúng ở nến <strong>đã đóng</strong> gần nhất thuộc khung thời gian của bộ lọc.</p>
<ol>
  <li>Vào <strong>Bộ lọc</strong> và nhấn <strong>Tạo bộ lọc</strong> (hoặc mở <a href="/core/filter/create">/core/filter/create</a>).</li>
  <li>Đặt <strong>Tên</strong>, ví dụ <em>RSI quá bán trong xu hướng tăng</em>, và chọn kiểu <strong>Vào lệnh</strong>: Mua (long) hoặc Bán (short). Kiểu vào lệnh chỉ có ý nghĩa với phần thống kê.</li>
  <li>Chọn thị trường: sàn (Binance hoặc OKX), loại dữ liệu (Spot hoặc Future) và <strong>khung thời gian</strong>, ví dụ <code>4h</code>.</li>
  <li>Thêm điều kiện đầu tiên: trường <strong>RSI(14)</strong>, toán tử <strong>nhỏ hơn</strong>, giá trị <code>30</code>.</li>
  <li>Nhấn <strong>Thêm điều kiện</strong>: trường <strong>Giá đóng</strong>, toán tử <strong>lớn hơn</strong>, so sánh với trường <strong>EMA(200)</strong>.</li>
  <li>Xem khung <strong>Đang khớp</strong>: nó liệt kê các thị trường thỏa điều kiện ở nến đóng gần nhất, ngay cả khi bạn chưa lưu.</li>
  <li>Nếu muốn, nhập các mức chốt lời và cắt lỗ theo phần trăm (nhấn Enter sau mỗi số) để dùng cho thống kê, và đánh dấu <strong>Báo cho tôi khi một thị trường bắt đầu khớp</strong>.</li>
  <li>Lưu lại. Từ lúc này bộ lọc chạy ở mỗi nến đóng của khung thời gian đã chọn, trên mọi thị trường thuộc sàn và loại dữ liệu đó.</li>
</ol>
<p>Trang <a href="/documentation/building-filters">Xây dựng bộ lọc</a> giải thích từng phần của một điều kiện kèm nhiều ví dụ hơn, còn trang <a href="/documentation/filter-fields">Các trường dùng trong bộ lọc</a> liệt kê đầy đủ các trường.</p>

<h2>4. Xem lại quá khứ, rồi nhận thông báo</h2>
<ul>
  <li>Trên trang của bộ lọc, nút <strong>Chạy thống kê</strong> chạy lại bộ lọc trên dữ liệu lịch sử: mỗi lần khớp trong quá khứ được vào lệnh ở giá mở cửa của nến kế tiếp và theo dõi đến khi chạm chốt lời hoặc cắt lỗ. Xem <a href="/documentation/statistics">Cách tính thống kê</a>.</li>
  <li>Bật thông báo cho bộ lọc và chọn kênh nhận trong <a href="/core/notification/settings">Cài đặt thông báo</a>: trong ứng dụng, e-mail, thông báo đẩy trên trình duyệt, Telegram hoặc webhook. Xem <a href="/documentation/notifications">Thông báo</a>.</li>
</ul>
<aside class="callout callout-warning"><p>Bộ lọc, thống kê và thông báo chỉ mô tả những gì dữ liệu thị trường cho thấy. Đây là công cụ giúp tìm điểm vào lệnh, không phải lời khuyên mua hay bán: kết quả trong quá khứ không bảo đảm kết quả trong tương lai.</p></aside>
`;

export const GETTING_STARTED: SeedItem = {
  kind: 'documentation',
  code: 'getting-started',
  title: { en: 'Getting started', vi: 'Bắt đầu sử dụng' },
  summary: {
    en: 'Create and verify your account, find your way around the dashboard and build your first filter in a few minutes.',
    vi: 'Tạo và xác minh tài khoản, làm quen với bảng điều khiển và tạo bộ lọc đầu tiên chỉ trong vài phút.',
  },
  body: { en, vi },
  tags: ['guide'],
  parent: null,
  order: 0,
};
