import type { SeedItem } from './seed-item';

/**
 * The privacy policy, the terms of use and the about page: what this product stores and why, the
 * rules of using it and paying for it, and what it is. Written from what the code does (the tables,
 * the browser storage keys, the retention jobs, the payment rules); operators edit them afterwards.
 */

const PRIVACY_EN = `<p>This policy says what this site stores about you, why, who else receives it, how long it is kept and what you can do about it. It covers the public site, the dashboard and the messages we send.</p>

<h2>What we store and why</h2>

<h3>Your account</h3>
<ul>
<li><strong>E-mail address</strong>: your sign-in name, and where we send the e-mails listed below.</li>
<li><strong>Name</strong> and, if you give it, a <strong>phone number</strong>.</li>
<li><strong>Password</strong>: never stored as such, only as an <strong>argon2id hash</strong> (a one-way function built to make guessing slow). Nobody, our staff included, can read your password from it.</li>
<li><strong>Profile</strong>: display name, phone, language and time zone, so that screens, e-mails and notifications speak your language and show your hours. Your time zone is taken from your browser when you register.</li>
<li>Your <strong>plan</strong> (role), when you verified your e-mail, and whether the account is active or blocked.</li>
</ul>

<h3>Sign-in and sessions</h3>
<ul>
<li>Each sign-in creates a <strong>session</strong> with its start, its expiry (one day), the <strong>IP address</strong> and the browser's <strong>user agent</strong>, to keep you signed in, to let our administrators see and end a session, and to protect the account.</li>
<li>E-mail verification codes (valid 48 hours) and password reset codes (valid one hour) are stored only as hashes.</li>
<li>Failed sign-in attempts are counted per address and per account for a short window, to slow down password guessing without locking you out.</li>
</ul>

<h3>Filters and statistics</h3>
<p>Your filters (their conditions, take-profit and stop-loss lists, notification choices), which markets they matched on each closed candle, and your statistics runs with their trades. We need them to screen the markets for you and show you the results.</p>

<h3>Notifications</h3>
<ul>
<li>Each <strong>notification</strong> (filter, market, interval, candle, price, the values that matched), whether you read it, and the state of its delivery on each channel.</li>
<li>Your <strong>channel settings</strong>: which channels are on, e-mail at once or as an hourly digest, leave notices and cooldown.</li>
<li><strong>Telegram</strong>: when you link Telegram, the <strong>chat id</strong> of the chat you started with our bot (the one-time link code is stored only as a hash). Unlinking removes it.</li>
<li><strong>Webhook</strong>: the <strong>URL</strong> you give and the secret we generate to sign each call.</li>
<li><strong>Web push</strong>: for each browser you turn push on in, its <strong>push subscription</strong> (the endpoint address given by the browser's push service and its public keys), a device name, and when it was added and last used. A subscription the push service says is gone is deleted.</li>
</ul>

<h3>Payments</h3>
<p>For each invoice: the plan, the months, the network, the exact amount, our receiving address, the <strong>transaction hash</strong> you submit (or that we find), the amount received, the confirmations, the <strong>Binance ID</strong> if you give one (kept for support only), the states the payment went through with who changed them and why, and your subscription's start and end dates. We need them to verify the payment, give you the plan, answer questions about it and keep accounts.</p>
<aside class="callout callout-warning"><p><strong>A transfer on a blockchain is public and permanent.</strong> A USDT transfer on BNB Smart Chain, Ethereum or TRON is visible to anyone, forever: the sending address, our receiving address, the amount and the time. Anyone who knows our address can see that a wallet paid it, and we cannot erase or hide any of it. If you do not want your wallet linked to this service, pay from a wallet you do not use for anything else. A Binance internal transfer is not on a public chain, but Binance records it.</p></aside>

<h3>Other records</h3>
<ul>
<li><strong>Files</strong> you upload to a form, within your plan's storage room. An upload that no record takes is deleted after 24 hours.</li>
<li><strong>Contact messages</strong>: your name, e-mail address, subject, message and IP address, stored and forwarded to our team's mailbox so we can answer.</li>
<li><strong>Page views</strong>: the page, its title, the referring page, the language and, when you are signed in, your account, to learn which pages are useful.</li>
<li><strong>Server logs</strong>: for each request its method, address, host and IP address, to run and secure the service. Secrets in links (verification and reset codes, tokens) and e-mail addresses in links are replaced before a line is written; passwords, tokens and authorization headers are never logged.</li>
</ul>

<h2>What your browser keeps</h2>
<p>The app keeps these entries in your browser's local storage (the session entries in session storage instead when "Remember me" is off, so they end with the tab):</p>
<table>
<thead><tr><th>Key</th><th>Purpose</th></tr></thead>
<tbody>
<tr><td><code>accessToken</code></td><td>Your session's token, sent with each request; kept one day.</td></tr>
<tr><td><code>userInfo</code></td><td>Your name, role and menus, so a reload does not ask the server first; kept one day. When it expires the token is removed too.</td></tr>
<tr><td><code>firstSignIn</code></td><td>Marks the account's first session, to greet you with "Welcome".</td></tr>
<tr><td><code>i18nextLng</code></td><td>Your language.</td></tr>
<tr><td><code>themeMode</code>, <code>themeDirection</code>, <code>themeColor</code>, <code>themeStretch</code></td><td>Display settings: light or dark, text direction, colour preset, stretched layout.</td></tr>
<tr><td><code>apiCache:</code> followed by an address</td><td>Copies of recent answers of the API, so screens open faster; each one expires (one hour unless the site sets otherwise), a change clears the ones it affects, and signing out clears them all.</td></tr>
<tr><td><code>cacheConfiguration</code></td><td>How long such copies are kept, per part of the API, as the site's operators set it; kept one day.</td></tr>
<tr><td><code>marketChartLayers</code></td><td>Which indicators and panes the chart shows.</td></tr>
<tr><td><code>bitdata.push.device</code></td><td>The id of this browser's push device, to remove it when you turn push off.</td></tr>
</tbody>
</table>
<p>Expired entries are removed when the public site loads. Clearing your browser's site data removes them all and signs you out.</p>

<h2>Cookies and third parties in your browser</h2>
<p>The app sets no cookies of its own: your session travels in a request header, not in a cookie. Sign-in, registration and the contact form are protected by a bot check. By default it is self-hosted (a small proof of work your browser solves, with no third party). If this site's operators switch to Google reCAPTCHA, or add an analytics tag, those scripts load from their providers, who may set their own cookies under their own policies.</p>

<h2>E-mails we send</h2>
<ul>
<li>The verification link after you register, and a new one when you ask.</li>
<li>A password reset link, when you ask for one, or when an administrator sends you one.</li>
<li>Your notifications, if you turned e-mail on: one per notification or one digest an hour.</li>
<li>A receipt when a payment completes, and a reminder 3 days before your plan ends.</li>
</ul>
<p>We send no newsletters or advertising.</p>

<h2>Who else receives data</h2>
<ul>
<li><strong>Mail delivery</strong>: the e-mail provider that carries our messages.</li>
<li><strong>Push services</strong> of your browser's maker: they carry push messages, encrypted so that only your browser can read them.</li>
<li><strong>Telegram</strong>: the text of the notifications sent to your linked chat.</li>
<li><strong>Your webhook</strong>: the notifications you asked for, at the address you gave.</li>
<li><strong>Blockchain and exchange services</strong> (network nodes, TronGrid, the Binance API): the transaction hashes and addresses we look up to verify payments.</li>
<li><strong>Our staff</strong>: operators and administrators see what their role allows, for example payments to review or accounts to support.</li>
</ul>
<p>We do not sell your data, and we share it with no one else unless the law requires it.</p>

<h2>How we protect it</h2>
<p>Passwords are hashed with argon2id; requests to the API are encrypted by the app's own protocol by default, in addition to HTTPS; sign-in attempts are throttled; webhooks and push messages are sent only to public addresses; links carrying a secret are kept out of logs.</p>

<h2>How long we keep it</h2>
<table>
<thead><tr><th>Data</th><th>Kept</th></tr></thead>
<tbody>
<tr><td>Ended sessions, used or expired codes</td><td>Deleted 7 days after they end</td></tr>
<tr><td>What each closed candle matched</td><td>30 days</td></tr>
<tr><td>Uploads no record takes</td><td>24 hours</td></tr>
<tr><td>Account, profile, filters, statistics, notifications, settings</td><td>While your account exists, or until you delete them</td></tr>
<tr><td>Payments and their history</td><td>As accounting records, after the plan ends</td></tr>
<tr><td>Transfers on a public blockchain</td><td>Forever, on the chain, beyond our reach</td></tr>
</tbody>
</table>

<h2>Your choices and rights</h2>
<ul>
<li>Read and correct your profile on your <a href="/core/user/account">account page</a>, which also lists your payments.</li>
<li>Delete your filters; turn channels off, unlink Telegram, remove your webhook and your push devices in <a href="/core/notification/settings">notification settings</a>.</li>
<li>The app has no button yet to delete your account or to download its data. Ask us through the <a href="/contact">contact page</a>, from your account's e-mail address, for a copy of your data, its correction or its deletion, and we will answer.</li>
</ul>

<h2>Changes</h2>
<p>When this policy changes, the new version is published on this page, and important changes are announced in the <a href="/news">news</a>.</p>

<h2>Contact</h2>
<p>Questions about your data: write to us through the <a href="/contact">contact page</a>.</p>`;

const PRIVACY_VI = `<p>Chính sách này cho biết trang web lưu những gì về bạn, vì sao, những ai khác nhận được, lưu trong bao lâu và bạn có thể làm gì. Chính sách áp dụng cho trang công khai, bảng điều khiển và các tin nhắn chúng tôi gửi.</p>

<h2>Chúng tôi lưu gì và vì sao</h2>

<h3>Tài khoản của bạn</h3>
<ul>
<li><strong>Địa chỉ e-mail</strong>: tên đăng nhập của bạn, và là nơi chúng tôi gửi các e-mail liệt kê bên dưới.</li>
<li><strong>Họ tên</strong> và <strong>số điện thoại</strong> nếu bạn cung cấp.</li>
<li><strong>Mật khẩu</strong>: không bao giờ được lưu nguyên dạng, chỉ lưu <strong>mã băm argon2id</strong> (hàm một chiều được thiết kế để việc dò đoán trở nên chậm). Không ai, kể cả nhân viên của chúng tôi, có thể đọc lại mật khẩu từ đó.</li>
<li><strong>Hồ sơ</strong>: tên hiển thị, số điện thoại, ngôn ngữ và múi giờ, để màn hình, e-mail và thông báo dùng ngôn ngữ của bạn và hiển thị đúng giờ của bạn. Múi giờ được lấy từ trình duyệt khi bạn đăng ký.</li>
<li><strong>Gói dịch vụ</strong> (vai trò) của bạn, thời điểm bạn xác thực e-mail, và tài khoản đang hoạt động hay bị khóa.</li>
</ul>

<h3>Đăng nhập và phiên</h3>
<ul>
<li>Mỗi lần đăng nhập tạo một <strong>phiên</strong> gồm thời điểm bắt đầu, thời điểm hết hạn (một ngày), <strong>địa chỉ IP</strong> và <strong>chuỗi nhận dạng trình duyệt</strong> (user agent), để giữ bạn đăng nhập, để quản trị viên có thể xem và kết thúc một phiên, và để bảo vệ tài khoản.</li>
<li>Mã xác thực e-mail (hiệu lực 48 giờ) và mã đặt lại mật khẩu (hiệu lực một giờ) chỉ được lưu dưới dạng mã băm.</li>
<li>Số lần đăng nhập thất bại được đếm theo địa chỉ và theo tài khoản trong một khoảng thời gian ngắn, để làm chậm việc dò mật khẩu mà không khóa bạn ra ngoài.</li>
</ul>

<h3>Bộ lọc và thống kê</h3>
<p>Các bộ lọc của bạn (điều kiện, danh sách chốt lời và cắt lỗ, lựa chọn thông báo), những thị trường chúng khớp trên mỗi nến đã đóng, và các lần chạy thống kê cùng danh sách lệnh. Chúng tôi cần những dữ liệu này để quét thị trường cho bạn và hiển thị kết quả.</p>

<h3>Thông báo</h3>
<ul>
<li>Mỗi <strong>thông báo</strong> (bộ lọc, thị trường, khung thời gian, nến, giá, các giá trị đã khớp), bạn đã đọc hay chưa, và trạng thái gửi trên từng kênh.</li>
<li><strong>Cài đặt kênh</strong> của bạn: kênh nào đang bật, e-mail gửi ngay hay tổng hợp mỗi giờ, báo khi thôi khớp và thời gian chờ.</li>
<li><strong>Telegram</strong>: khi bạn liên kết Telegram, chúng tôi lưu <strong>mã cuộc trò chuyện (chat id)</strong> mà bạn đã bắt đầu với bot của chúng tôi (mã liên kết dùng một lần chỉ được lưu dưới dạng mã băm). Hủy liên kết sẽ xóa mã này.</li>
<li><strong>Webhook</strong>: <strong>địa chỉ URL</strong> bạn cung cấp và khóa bí mật chúng tôi tạo ra để ký mỗi lệnh gọi.</li>
<li><strong>Thông báo đẩy</strong>: với mỗi trình duyệt bạn bật thông báo đẩy, chúng tôi lưu <strong>đăng ký nhận thông báo đẩy</strong> của nó (địa chỉ điểm nhận do dịch vụ thông báo đẩy của trình duyệt cấp và các khóa công khai), tên thiết bị, thời điểm thêm và lần dùng gần nhất. Đăng ký nào được dịch vụ thông báo đẩy báo là không còn sẽ bị xóa.</li>
</ul>

<h3>Thanh toán</h3>
<p>Với mỗi hóa đơn: gói, số tháng, mạng lưới, số tiền chính xác, địa chỉ nhận của chúng tôi, <strong>mã giao dịch</strong> bạn gửi (hoặc chúng tôi tìm thấy), số tiền nhận được, số xác nhận, <strong>Binance ID</strong> nếu bạn cung cấp (chỉ dùng để hỗ trợ), các trạng thái mà khoản thanh toán đã trải qua cùng người thay đổi và lý do, cùng ngày bắt đầu và kết thúc gói của bạn. Chúng tôi cần những dữ liệu này để xác minh thanh toán, kích hoạt gói, trả lời thắc mắc và lưu sổ sách.</p>
<aside class="callout callout-warning"><p><strong>Giao dịch trên blockchain là công khai và vĩnh viễn.</strong> Một giao dịch chuyển USDT trên BNB Smart Chain, Ethereum hoặc TRON hiển thị với bất kỳ ai, mãi mãi: địa chỉ gửi, địa chỉ nhận của chúng tôi, số tiền và thời điểm. Ai biết địa chỉ của chúng tôi đều có thể thấy một ví đã thanh toán cho địa chỉ đó, và chúng tôi không thể xóa hay che giấu bất kỳ thông tin nào trong số này. Nếu bạn không muốn ví của mình bị gắn với dịch vụ này, hãy thanh toán từ một ví bạn không dùng cho việc gì khác. Chuyển nội bộ Binance không nằm trên chuỗi công khai, nhưng Binance có ghi lại giao dịch đó.</p></aside>

<h3>Các dữ liệu khác</h3>
<ul>
<li><strong>Tệp</strong> bạn tải lên biểu mẫu, trong giới hạn dung lượng của gói. Tệp tải lên mà không bản ghi nào dùng đến sẽ bị xóa sau 24 giờ.</li>
<li><strong>Tin nhắn liên hệ</strong>: họ tên, địa chỉ e-mail, tiêu đề, nội dung và địa chỉ IP của bạn, được lưu lại và chuyển tới hộp thư của đội ngũ để chúng tôi trả lời.</li>
<li><strong>Lượt xem trang</strong>: trang, tiêu đề, trang dẫn tới, ngôn ngữ và, khi bạn đã đăng nhập, tài khoản của bạn, để biết trang nào hữu ích.</li>
<li><strong>Nhật ký máy chủ</strong>: với mỗi yêu cầu, phương thức, địa chỉ, tên máy chủ và địa chỉ IP, để vận hành và bảo vệ dịch vụ. Các bí mật trong liên kết (mã xác thực, mã đặt lại, token) và địa chỉ e-mail trong liên kết được thay thế trước khi ghi; mật khẩu, token và tiêu đề xác thực không bao giờ được ghi lại.</li>
</ul>

<h2>Trình duyệt của bạn lưu những gì</h2>
<p>Ứng dụng lưu các mục sau trong bộ nhớ cục bộ (local storage) của trình duyệt (các mục về phiên được lưu trong bộ nhớ phiên và kết thúc cùng thẻ trình duyệt khi bạn tắt "Ghi nhớ đăng nhập"):</p>
<table>
<thead><tr><th>Khóa</th><th>Mục đích</th></tr></thead>
<tbody>
<tr><td><code>accessToken</code></td><td>Token của phiên, gửi kèm mỗi yêu cầu; lưu một ngày.</td></tr>
<tr><td><code>userInfo</code></td><td>Tên, vai trò và menu của bạn, để khi tải lại trang không phải hỏi máy chủ trước; lưu một ngày. Khi mục này hết hạn, token cũng bị xóa theo.</td></tr>
<tr><td><code>firstSignIn</code></td><td>Đánh dấu phiên đầu tiên của tài khoản, để chào bạn bằng lời "Chào mừng".</td></tr>
<tr><td><code>i18nextLng</code></td><td>Ngôn ngữ của bạn.</td></tr>
<tr><td><code>themeMode</code>, <code>themeDirection</code>, <code>themeColor</code>, <code>themeStretch</code></td><td>Cài đặt hiển thị: sáng hoặc tối, hướng văn bản, bộ màu, bố cục giãn rộng.</td></tr>
<tr><td><code>apiCache:</code> kèm một địa chỉ</td><td>Bản sao các phản hồi gần đây của API, để màn hình mở nhanh hơn; mỗi bản sao có hạn (một giờ, trừ khi trang đặt khác), mỗi thay đổi sẽ xóa những bản sao bị ảnh hưởng, và đăng xuất sẽ xóa tất cả.</td></tr>
<tr><td><code>cacheConfiguration</code></td><td>Thời gian giữ các bản sao đó cho từng phần của API, do quản trị viên của trang đặt; lưu một ngày.</td></tr>
<tr><td><code>marketChartLayers</code></td><td>Các chỉ báo và khung phụ mà biểu đồ hiển thị.</td></tr>
<tr><td><code>bitdata.push.device</code></td><td>Mã thiết bị nhận thông báo đẩy của trình duyệt này, để gỡ thiết bị khi bạn tắt thông báo đẩy.</td></tr>
</tbody>
</table>
<p>Các mục đã hết hạn được xóa khi trang công khai được tải. Xóa dữ liệu trang web trong trình duyệt sẽ xóa tất cả các mục này và đăng xuất bạn.</p>

<h2>Cookie và bên thứ ba trong trình duyệt</h2>
<p>Ứng dụng không tự đặt cookie nào: phiên đăng nhập được gửi trong tiêu đề của yêu cầu, không phải trong cookie. Đăng nhập, đăng ký và biểu mẫu liên hệ được bảo vệ bằng cơ chế chống bot. Mặc định, cơ chế này do chính chúng tôi vận hành (trình duyệt của bạn giải một bài toán nhỏ, không có bên thứ ba nào tham gia). Nếu quản trị viên của trang chuyển sang Google reCAPTCHA, hoặc thêm mã phân tích truy cập, các đoạn mã đó sẽ được tải từ nhà cung cấp của chúng, và họ có thể đặt cookie riêng theo chính sách của họ.</p>

<h2>Những e-mail chúng tôi gửi</h2>
<ul>
<li>Liên kết xác thực sau khi bạn đăng ký, và liên kết mới khi bạn yêu cầu.</li>
<li>Liên kết đặt lại mật khẩu, khi bạn yêu cầu hoặc khi quản trị viên gửi cho bạn.</li>
<li>Thông báo của bạn, nếu bạn bật kênh e-mail: mỗi thông báo một e-mail, hoặc một e-mail tổng hợp mỗi giờ.</li>
<li>Biên nhận khi một khoản thanh toán hoàn tất, và e-mail nhắc 3 ngày trước khi gói của bạn hết hạn.</li>
</ul>
<p>Chúng tôi không gửi bản tin hay quảng cáo.</p>

<h2>Những ai khác nhận được dữ liệu</h2>
<ul>
<li><strong>Dịch vụ gửi thư</strong>: nhà cung cấp e-mail chuyển tin nhắn của chúng tôi.</li>
<li><strong>Dịch vụ thông báo đẩy</strong> của hãng làm ra trình duyệt: họ chuyển thông báo đẩy, đã được mã hóa để chỉ trình duyệt của bạn đọc được.</li>
<li><strong>Telegram</strong>: nội dung các thông báo gửi tới cuộc trò chuyện bạn đã liên kết.</li>
<li><strong>Webhook của bạn</strong>: các thông báo bạn yêu cầu, tại địa chỉ bạn cung cấp.</li>
<li><strong>Dịch vụ blockchain và sàn giao dịch</strong> (nút mạng, TronGrid, API của Binance): mã giao dịch và địa chỉ chúng tôi tra cứu để xác minh thanh toán.</li>
<li><strong>Nhân viên của chúng tôi</strong>: người vận hành và quản trị viên thấy những gì vai trò của họ cho phép, ví dụ các khoản thanh toán cần xem xét hoặc tài khoản cần hỗ trợ.</li>
</ul>
<p>Chúng tôi không bán dữ liệu của bạn và không chia sẻ với bất kỳ ai khác, trừ khi pháp luật yêu cầu.</p>

<h2>Cách chúng tôi bảo vệ dữ liệu</h2>
<p>Mật khẩu được băm bằng argon2id; theo mặc định, các yêu cầu tới API được mã hóa bằng giao thức riêng của ứng dụng, bổ sung cho HTTPS; số lần đăng nhập bị giới hạn; webhook và thông báo đẩy chỉ được gửi tới địa chỉ công khai; liên kết chứa bí mật không được ghi vào nhật ký.</p>

<h2>Chúng tôi lưu trong bao lâu</h2>
<table>
<thead><tr><th>Dữ liệu</th><th>Thời gian lưu</th></tr></thead>
<tbody>
<tr><td>Phiên đã kết thúc, mã đã dùng hoặc hết hạn</td><td>Xóa 7 ngày sau khi kết thúc</td></tr>
<tr><td>Kết quả khớp của từng nến đã đóng</td><td>30 ngày</td></tr>
<tr><td>Tệp tải lên không được bản ghi nào dùng</td><td>24 giờ</td></tr>
<tr><td>Tài khoản, hồ sơ, bộ lọc, thống kê, thông báo, cài đặt</td><td>Trong thời gian tài khoản còn tồn tại, hoặc đến khi bạn xóa</td></tr>
<tr><td>Các khoản thanh toán và lịch sử của chúng</td><td>Lưu làm chứng từ kế toán, kể cả sau khi gói kết thúc</td></tr>
<tr><td>Giao dịch trên blockchain công khai</td><td>Vĩnh viễn, trên chuỗi, ngoài tầm kiểm soát của chúng tôi</td></tr>
</tbody>
</table>

<h2>Lựa chọn và quyền của bạn</h2>
<ul>
<li>Xem và sửa hồ sơ trên <a href="/core/user/account">trang tài khoản</a>, nơi cũng liệt kê các khoản thanh toán của bạn.</li>
<li>Xóa bộ lọc; tắt kênh, hủy liên kết Telegram, xóa webhook và gỡ thiết bị nhận thông báo đẩy trong <a href="/core/notification/settings">cài đặt thông báo</a>.</li>
<li>Ứng dụng chưa có nút xóa tài khoản hay tải dữ liệu về. Hãy gửi yêu cầu qua <a href="/contact">trang liên hệ</a> bằng địa chỉ e-mail của tài khoản để nhận bản sao dữ liệu, sửa hoặc xóa dữ liệu, và chúng tôi sẽ trả lời.</li>
</ul>

<h2>Thay đổi</h2>
<p>Khi chính sách này thay đổi, phiên bản mới được đăng trên trang này, và những thay đổi quan trọng được thông báo trong mục <a href="/news">tin tức</a>.</p>

<h2>Liên hệ</h2>
<p>Mọi câu hỏi về dữ liệu của bạn: hãy viết cho chúng tôi qua <a href="/contact">trang liên hệ</a>.</p>`;

const TERMS_EN = `<p>These terms apply to everyone who uses this site, with or without an account. By registering or paying for a plan you accept them.</p>

<h2>The service</h2>
<p>The site provides crypto market data from Binance and OKX, indicators and candle patterns computed on closed candles, filters, statistics (backtests) and notifications, as information and research tools. Exchange data can be late, missing or wrong, and a feed can go offline; the site shows the state of its feeds but cannot promise that every candle arrives on time. Features may change as the product evolves; changes are announced in the <a href="/news">news</a>.</p>

<h2>No financial advice</h2>
<aside class="callout callout-danger"><p>Nothing on this site is financial, investment or trading advice. Crypto markets are volatile and you can lose all the money you trade. Every decision, and its result, is yours.</p></aside>
<ul>
<li><strong>Signals may be wrong.</strong> A filter matching says only that its conditions held on a closed candle. It says nothing about what the price will do next.</li>
<li><strong>Statistics describe the past.</strong> They follow the rules published in the <a href="/documentation">documentation</a>: entry at the next candle's open, exits at the levels, the fee you set, no slippage, and a compounded return that assumes the whole capital in every trade. Real trading differs, and past results do not predict future ones.</li>
<li><strong>Notifications can be late or fail</strong>: e-mail, push services, Telegram and your webhook are outside our control.</li>
</ul>

<h2>Your account</h2>
<ul>
<li>Give a real e-mail address you can read, and verify it.</li>
<li>Keep your password to yourself; you are responsible for what is done with your account. One account is for one person.</li>
<li>We may block an account that breaks these terms; a blocked account cannot sign in.</li>
</ul>

<h2>Plans and payments</h2>
<ul>
<li>The free plan costs nothing. The paid plans (basic, middle and premium) are sold for one month or one year, at the prices in USDT shown on the <a href="/pricing">pricing page</a> when you create the invoice; a year costs 10 % less than twelve months, and any tax is shown before you pay.</li>
<li>You pay by transferring USDT on one of the networks the pricing page offers. The invoice gives an exact amount, an address and 60 minutes. "The system will check your transaction before completing the payment": your plan starts once the transfer is verified on the chain (the token, our address, the exact amount, the confirmations).</li>
<li>A transfer of another amount, or made after the invoice expired, is reviewed by an operator, who approves or rejects it with a reason. A transfer in another token, to another address or on another network is not credited, and we cannot reverse a transfer on a blockchain.</li>
<li>Buying the same plan adds its months after your current end date. A higher plan starts at once and receives the unused time of your current plan at its value. A lower plan cannot be bought while a higher one runs. When a plan ends, the account returns to the free plan.</li>
<li>If you believe a payment was handled wrongly, <a href="/contact">contact us</a> with its transaction hash.</li>
</ul>

<h2>Acceptable use</h2>
<p>Do not:</p>
<ul>
<li>try to get around plan limits, permissions, the bot check or rate limits, or access another member's data;</li>
<li>probe, attack or overload the service, or use it to reach systems you are not allowed to reach (webhooks must point to addresses you control);</li>
<li>upload files that are malicious or that you have no right to share;</li>
<li>resell the site's data or content, or present it as your own service, without our written agreement;</li>
<li>use the service against the law.</li>
</ul>

<h2>Content</h2>
<p>The site's texts, documentation and software belong to their authors. Your filters and settings remain yours; we use them only to provide the service, as the <a href="/policy">privacy policy</a> explains.</p>

<h2>Liability</h2>
<p>The service is provided as it is. To the extent the law allows, we are not liable for trading losses, for decisions made on the site's data, or for interruptions caused by exchanges, blockchains, networks or other events outside our control.</p>

<h2>Changes to these terms</h2>
<p>We may update these terms. The current version is always on this page, and important changes are announced in the <a href="/news">news</a> before they apply.</p>

<h2>Contact</h2>
<p>Questions about these terms: <a href="/contact">contact us</a>.</p>`;

const TERMS_VI = `<p>Các điều khoản này áp dụng cho mọi người sử dụng trang web, dù có tài khoản hay không. Khi đăng ký hoặc thanh toán cho một gói dịch vụ, bạn đồng ý với các điều khoản này.</p>

<h2>Dịch vụ</h2>
<p>Trang web cung cấp dữ liệu thị trường tiền mã hóa từ Binance và OKX, các chỉ báo và mô hình nến tính trên nến đã đóng, bộ lọc, thống kê (kiểm thử ngược) và thông báo, như những công cụ tham khảo và nghiên cứu. Dữ liệu từ sàn có thể đến muộn, bị thiếu hoặc sai, và một nguồn dữ liệu có thể ngừng hoạt động; trang web hiển thị trạng thái các nguồn dữ liệu nhưng không thể cam kết mọi nến đều đến đúng lúc. Tính năng có thể thay đổi khi sản phẩm phát triển; các thay đổi được thông báo trong mục <a href="/news">tin tức</a>.</p>

<h2>Không phải lời khuyên tài chính</h2>
<aside class="callout callout-danger"><p>Không nội dung nào trên trang web là lời khuyên tài chính, đầu tư hay giao dịch. Thị trường tiền mã hóa biến động mạnh và bạn có thể mất toàn bộ số tiền dùng để giao dịch. Mọi quyết định, và kết quả của nó, là của bạn.</p></aside>
<ul>
<li><strong>Tín hiệu có thể sai.</strong> Một bộ lọc khớp chỉ có nghĩa là các điều kiện của nó đúng trên một nến đã đóng. Điều đó không nói gì về diễn biến giá tiếp theo.</li>
<li><strong>Thống kê mô tả quá khứ.</strong> Thống kê tuân theo các quy tắc công bố trong <a href="/documentation">tài liệu</a>: vào lệnh ở giá mở cửa của nến kế tiếp, thoát lệnh đúng tại các mức, phí do bạn đặt, không tính trượt giá, và lợi nhuận gộp giả định toàn bộ vốn được dùng cho từng lệnh. Giao dịch thực tế khác đi, và kết quả quá khứ không dự báo kết quả tương lai.</li>
<li><strong>Thông báo có thể đến muộn hoặc không đến</strong>: e-mail, dịch vụ thông báo đẩy, Telegram và webhook của bạn nằm ngoài tầm kiểm soát của chúng tôi.</li>
</ul>

<h2>Tài khoản của bạn</h2>
<ul>
<li>Hãy dùng một địa chỉ e-mail thật mà bạn đọc được, và xác thực địa chỉ đó.</li>
<li>Hãy giữ bí mật mật khẩu; bạn chịu trách nhiệm về mọi việc được thực hiện bằng tài khoản của mình. Mỗi tài khoản dành cho một người.</li>
<li>Chúng tôi có thể khóa tài khoản vi phạm các điều khoản này; tài khoản bị khóa không thể đăng nhập.</li>
</ul>

<h2>Gói dịch vụ và thanh toán</h2>
<ul>
<li>Gói miễn phí không mất phí. Các gói trả phí (cơ bản, trung cấp và cao cấp) được bán theo một tháng hoặc một năm, với giá bằng USDT hiển thị trên <a href="/pricing">trang bảng giá</a> tại thời điểm bạn tạo hóa đơn; mua một năm rẻ hơn 10 % so với mười hai tháng, và thuế (nếu có) được hiển thị trước khi bạn thanh toán.</li>
<li>Bạn thanh toán bằng cách chuyển USDT trên một trong các mạng lưới mà trang bảng giá cung cấp. Hóa đơn cho biết số tiền chính xác, địa chỉ nhận và thời hạn 60 phút. "Hệ thống sẽ kiểm tra giao dịch của bạn trước khi hoàn tất thanh toán": gói của bạn bắt đầu khi giao dịch được xác minh trên chuỗi (token, địa chỉ của chúng tôi, số tiền chính xác, số xác nhận).</li>
<li>Khoản chuyển có số tiền khác, hoặc được thực hiện sau khi hóa đơn hết hạn, sẽ được quản trị viên xem xét, rồi chấp thuận hoặc từ chối kèm lý do. Khoản chuyển bằng token khác, tới địa chỉ khác hoặc trên mạng lưới khác sẽ không được ghi nhận, và chúng tôi không thể đảo ngược một giao dịch trên blockchain.</li>
<li>Mua lại cùng gói sẽ cộng thêm số tháng sau ngày kết thúc hiện tại. Gói cao hơn bắt đầu ngay và nhận thời gian chưa dùng của gói hiện tại theo giá trị quy đổi. Không thể mua gói thấp hơn khi gói cao hơn đang chạy. Khi gói kết thúc, tài khoản trở về gói miễn phí.</li>
<li>Nếu bạn cho rằng một khoản thanh toán bị xử lý sai, hãy <a href="/contact">liên hệ với chúng tôi</a> kèm mã giao dịch.</li>
</ul>

<h2>Sử dụng hợp lệ</h2>
<p>Bạn không được:</p>
<ul>
<li>tìm cách vượt qua giới hạn của gói, quyền truy cập, cơ chế chống bot hoặc giới hạn tần suất, hay truy cập dữ liệu của thành viên khác;</li>
<li>dò quét, tấn công hoặc làm quá tải dịch vụ, hay dùng dịch vụ để truy cập những hệ thống bạn không được phép (webhook phải trỏ tới địa chỉ do bạn kiểm soát);</li>
<li>tải lên tệp độc hại hoặc tệp bạn không có quyền chia sẻ;</li>
<li>bán lại dữ liệu hay nội dung của trang, hoặc trình bày chúng như dịch vụ của riêng bạn, khi chưa có thỏa thuận bằng văn bản với chúng tôi;</li>
<li>sử dụng dịch vụ trái pháp luật.</li>
</ul>

<h2>Nội dung</h2>
<p>Văn bản, tài liệu và phần mềm của trang thuộc về tác giả của chúng. Bộ lọc và cài đặt của bạn vẫn là của bạn; chúng tôi chỉ dùng chúng để cung cấp dịch vụ, như <a href="/policy">chính sách bảo mật</a> đã giải thích.</p>

<h2>Trách nhiệm</h2>
<p>Dịch vụ được cung cấp theo hiện trạng. Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm về thua lỗ giao dịch, về các quyết định dựa trên dữ liệu của trang, hay về gián đoạn do sàn giao dịch, blockchain, mạng lưới hoặc các sự kiện khác ngoài tầm kiểm soát của chúng tôi.</p>

<h2>Thay đổi điều khoản</h2>
<p>Chúng tôi có thể cập nhật các điều khoản này. Phiên bản hiện hành luôn nằm trên trang này, và những thay đổi quan trọng được thông báo trong mục <a href="/news">tin tức</a> trước khi có hiệu lực.</p>

<h2>Liên hệ</h2>
<p>Mọi câu hỏi về các điều khoản này: <a href="/contact">liên hệ với chúng tôi</a>.</p>`;

const ABOUT_EN = `<p>BITDATA is a trading system for finding entry points in crypto markets. It turns indicators and history into rules you can check: you describe a setup as a filter, see how the same setup ended on past candles, and hear about it the moment it appears again.</p>

<h2>What it does today</h2>
<ul>
<li><strong>Markets</strong>: Binance spot and USD-M futures, OKX spot and perpetual swaps, the most traded pairs quoted in USDT, on candles from 3 minutes to 1 week. Every chart and screen reads the same stored candles.</li>
<li><strong>Indicators</strong>: 70 fields on every closed candle: moving averages, RSI, MACD, Bollinger Bands, Ichimoku, DMI/ADX, VWAP, SuperTrend, volume, support and resistance, consecutive candles, 16 candle patterns and, on futures, the top traders' long/short ratios. SMA, EMA, RSI, MACD, Bollinger Bands and DMI/ADX are tested equal to TA-Lib.</li>
<li><strong>Filters</strong>: up to 20 conditions joined by AND and OR, comparing fields with numbers, with each other or across a second timeframe, including crosses. Each match says why it matched, in words.</li>
<li><strong>Statistics</strong>: a backtest of any filter over the stored history with your take-profit and stop-loss levels and fees, under <a href="/documentation">published rules</a>, evaluated by the same code as live screening. Every trade can be opened on its chart and exported.</li>
<li><strong>Notifications</strong>: once per filter, market and closed candle, in the app, by e-mail, web push, Telegram or a signed webhook.</li>
<li><strong>Plans</strong>: a free plan, and basic, middle and premium plans paid with USDT on a public chain or by Binance transfer, verified by the server itself.</li>
<li>In <strong>English and Vietnamese</strong>, in your time zone, on a phone as on a desktop.</li>
</ul>

<h2>Who it is for</h2>
<p>Traders who want rules before opinions: who prefer to know how often a setup worked, how far it went against them first and what fees took away, before they trust it. Beginners can start from the system statistic filters on the <a href="/core/statistic">Statistic Filter</a> page; experienced traders can build their own filters, test them across intervals and plug notifications into their own tools through webhooks.</p>
<p>It is not a signal service and it does not trade for you: it shows evidence, and the decision stays yours.</p>

<h2>What we hold to</h2>
<ul>
<li><strong>Closed candles only.</strong> A match never depends on a candle that can still change.</li>
<li><strong>Published rules.</strong> How every statistic is computed is written down, down to a candle that touches both levels.</li>
<li><strong>Little data.</strong> We ask for what the service needs, our bot check is self-hosted by default, and we sell nothing about you. See the <a href="/policy">privacy policy</a>.</li>
</ul>

<p>Questions or ideas? <a href="/contact">Write to us</a>, or read the <a href="/faqs">FAQ</a>.</p>`;

const ABOUT_VI = `<p>BITDATA là hệ thống giao dịch giúp tìm điểm vào lệnh trên thị trường tiền mã hóa. Hệ thống biến chỉ báo và dữ liệu lịch sử thành những quy tắc bạn có thể kiểm chứng: bạn mô tả thiết lập của mình thành bộ lọc, xem cùng thiết lập đó đã kết thúc ra sao trên các nến trong quá khứ, và được báo ngay khi nó xuất hiện trở lại.</p>

<h2>Những gì hệ thống làm được hôm nay</h2>
<ul>
<li><strong>Thị trường</strong>: Binance giao ngay và hợp đồng tương lai USD-M, OKX giao ngay và hợp đồng hoán đổi vĩnh cửu, các cặp giao dịch sôi động nhất định giá bằng USDT, trên nến từ 3 phút đến 1 tuần. Mọi biểu đồ và màn hình đều đọc cùng một dữ liệu nến đã lưu.</li>
<li><strong>Chỉ báo</strong>: 70 trường trên mỗi nến đã đóng: đường trung bình, RSI, MACD, dải Bollinger, Ichimoku, DMI/ADX, VWAP, SuperTrend, khối lượng, hỗ trợ và kháng cự, số nến liên tiếp, 16 mô hình nến và, với hợp đồng tương lai, tỷ lệ long/short của nhà giao dịch hàng đầu. SMA, EMA, RSI, MACD, dải Bollinger và DMI/ADX được kiểm thử là trùng với TA-Lib.</li>
<li><strong>Bộ lọc</strong>: tối đa 20 điều kiện nối bằng AND và OR, so sánh trường với con số, với trường khác hoặc với một khung thời gian thứ hai, kể cả giao cắt. Mỗi kết quả khớp đều ghi rõ lý do bằng lời.</li>
<li><strong>Thống kê</strong>: kiểm thử ngược bất kỳ bộ lọc nào trên dữ liệu lịch sử đã lưu với mức chốt lời, cắt lỗ và phí của bạn, theo <a href="/documentation">quy tắc được công bố</a>, được đánh giá bằng chính mã nguồn dùng cho việc quét trực tiếp. Mỗi lệnh đều mở được trên biểu đồ và xuất ra được.</li>
<li><strong>Thông báo</strong>: một lần cho mỗi bộ lọc, thị trường và nến đã đóng, trong ứng dụng, qua e-mail, thông báo đẩy trên trình duyệt, Telegram hoặc webhook có chữ ký.</li>
<li><strong>Gói dịch vụ</strong>: một gói miễn phí, cùng các gói cơ bản, trung cấp và cao cấp thanh toán bằng USDT trên chuỗi công khai hoặc chuyển khoản Binance, do chính máy chủ xác minh.</li>
<li>Bằng <strong>tiếng Anh và tiếng Việt</strong>, theo múi giờ của bạn, trên điện thoại cũng như trên máy tính.</li>
</ul>

<h2>Dành cho ai</h2>
<p>Những nhà giao dịch muốn có quy tắc trước khi nghe ý kiến: muốn biết một thiết lập đã hiệu quả bao nhiêu lần, đã đi ngược mình bao xa trước đó và phí đã lấy đi bao nhiêu, trước khi tin dùng nó. Người mới có thể bắt đầu từ các bộ lọc thống kê của hệ thống trên trang <a href="/core/statistic">Bộ lọc thống kê</a>; nhà giao dịch có kinh nghiệm có thể tự tạo bộ lọc, kiểm thử trên nhiều khung thời gian và đưa thông báo vào công cụ riêng của mình qua webhook.</p>
<p>Đây không phải dịch vụ bán tín hiệu và hệ thống không giao dịch thay bạn: hệ thống đưa ra bằng chứng, còn quyết định vẫn là của bạn.</p>

<h2>Nguyên tắc của chúng tôi</h2>
<ul>
<li><strong>Chỉ dùng nến đã đóng.</strong> Một kết quả khớp không bao giờ phụ thuộc vào cây nến còn có thể thay đổi.</li>
<li><strong>Quy tắc được công bố.</strong> Cách tính từng con số thống kê đều được viết rõ, đến cả trường hợp một nến chạm cả hai mức.</li>
<li><strong>Ít dữ liệu.</strong> Chúng tôi chỉ yêu cầu những gì dịch vụ cần, cơ chế chống bot mặc định do chúng tôi tự vận hành, và chúng tôi không bán bất cứ thông tin nào về bạn. Xem <a href="/policy">chính sách bảo mật</a>.</li>
</ul>

<p>Bạn có câu hỏi hay ý tưởng? Hãy <a href="/contact">viết cho chúng tôi</a>, hoặc đọc phần <a href="/faqs">câu hỏi thường gặp</a>.</p>`;

export const PAGES_SEED: SeedItem[] = [
  {
    kind: 'policy',
    code: 'privacy',
    title: { en: 'Privacy policy', vi: 'Chính sách bảo mật' },
    summary: {
      en: 'What this site stores about you (account, profile, filters, notifications, payments, browser storage, e-mails, logs), why, who receives it, how long it is kept and your rights.',
      vi: 'Trang web lưu gì về bạn (tài khoản, hồ sơ, bộ lọc, thông báo, thanh toán, bộ nhớ trình duyệt, e-mail, nhật ký), vì sao, ai nhận được, lưu trong bao lâu và quyền của bạn.',
    },
    body: { en: PRIVACY_EN, vi: PRIVACY_VI },
    status: 'published',
    publishAt: null,
    tags: ['legal'],
    order: 0,
  },
  {
    kind: 'policy',
    code: 'terms',
    title: { en: 'Terms of use', vi: 'Điều khoản sử dụng' },
    summary: {
      en: 'The rules of using the site: no financial advice, signals and statistics can be wrong, how plans are sold and paid for in USDT, and acceptable use.',
      vi: 'Quy định khi sử dụng trang web: không phải lời khuyên tài chính, tín hiệu và thống kê có thể sai, cách bán và thanh toán gói dịch vụ bằng USDT, và việc sử dụng hợp lệ.',
    },
    body: { en: TERMS_EN, vi: TERMS_VI },
    status: 'published',
    publishAt: null,
    tags: ['legal'],
    order: 1,
  },
  {
    kind: 'about',
    code: 'about',
    title: { en: 'About BITDATA', vi: 'Giới thiệu về BITDATA' },
    summary: {
      en: 'BITDATA screens Binance and OKX markets on every closed candle with filters you build, backtests them under published rules and notifies you when they match.',
      vi: 'BITDATA quét các thị trường Binance và OKX trên mỗi nến đã đóng bằng bộ lọc do bạn tạo, kiểm thử chúng theo quy tắc được công bố và thông báo khi chúng khớp.',
    },
    body: { en: ABOUT_EN, vi: ABOUT_VI },
    status: 'published',
    publishAt: null,
    tags: ['company'],
    order: 0,
  },
];
