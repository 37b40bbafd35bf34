import type { SeedItem } from '../seed-item';
import { codeBlock } from './html';

const curl = codeBlock(
  'bash',
  String.raw`
# an installation started with API_ENCRYPT=false API_ZIP=false answers plain JSON
BASE=http://localhost:3000/api/core
curl -s "$BASE/health"
curl -s "$BASE/markets?exchange=1&dataType=3&sort=volume&pageSize=10"
curl -s "$BASE/markets/1/3/BTCUSDT/candles?interval=4h&limit=200"
curl -s "$BASE/filters/fields"

# sign in (CAPTCHA_PROVIDER=off here), then send the token as a bearer
TOKEN=$(curl -s -X POST "$BASE/auth/loginV1" -H 'content-type: application/json' \
  -d '{"username":"you@example.com","password":"your password"}' | jq -r .data.accessToken)
curl -s "$BASE/filters" -H "authorization: Bearer $TOKEN"
`,
);

const client = codeBlock(
  'javascript',
  `
import { createTransportClient } from '@bitdata/transport';

const baseUrl = 'https://bitdata.example/api/core';
// the protocol settings the server announces to its web app (answered in plain JSON)
const config = await (await fetch(baseUrl + '/public/config')).json();
let token = null;
const api = createTransportClient({
  baseUrl,
  settings: config.data.transport,
  getAccessToken: () => token,
});

const markets = await api.request('GET', '/markets', {
  query: { exchange: 1, dataType: 3, sort: 'volume', pageSize: 10 },
});
console.log(markets.status, markets.body.data.map((m) => m.symbol));
`,
);

const list = codeBlock(
  'json',
  `
{
  "data": [{ "symbol": "BTCUSDT", "...": "..." }],
  "total": 214,
  "page": 1,
  "pageSize": 10
}
`,
);

const error = codeBlock(
  'json',
  `
{
  "error": {
    "code": "VALIDATION",
    "message": "The request is not valid",
    "key": "badRequest",
    "details": [
      {
        "path": "conditionList.1",
        "index": 1,
        "code": "incompatibleField",
        "key": "conditionIncompatibleField",
        "message": "close (price) cannot be compared with rsi"
      }
    ]
  }
}
`,
);

const en = `
<p>Everything the web app does goes through a JSON API, and you can call it too: to read markets and candles, to manage your filters, to run statistics or to read your notifications. This page lists the endpoints, the format of answers and errors, and what you must know about the transport protocol.</p>

<h2>Base address and format</h2>
<ul>
  <li>Every endpoint is under <code>/api/core</code> on the site's address (<code>core</code> is the service prefix of this installation).</li>
  <li>A successful answer is <code>{ "data": ... }</code>. A page of a list adds its size: <code>{ "data": [...], "total", "page", "pageSize" }</code>; <code>page</code> starts at 1.</li>
  <li>Times are milliseconds since 1 January 1970 UTC. Money is a decimal string (<code>"32.403"</code>), never a floating-point number. Unknown numbers (an indicator warming up) are <code>null</code>.</li>
  <li>Markets are named by <code>exchangeId</code> (Binance 1, OKX 2), <code>dataType</code> (Spot 1, Future 3) and the symbol (<code>BTCUSDT</code>); intervals by their code (<code>15m</code>, <code>1h</code>, <code>4h</code>, <code>1d</code>, <code>1w</code>, and <code>3m</code>, <code>5m</code>).</li>
</ul>
${list}

<h2>The transport protocol: encryption and zip</h2>
<p>By default every request and answer of the API is sealed, as the web app sends them:</p>
<ul>
  <li>the query parameters travel encrypted in one <code>queryEncrypt</code> parameter, and a write's JSON body in one <code>bodyEncrypt</code> field (AES-256-GCM, with the key wrapped by the server's RSA public key, RSA-OAEP-256, from <code>GET /api/core/transport/key</code>, in the <code>x-transport-key</code> and <code>x-transport-key-id</code> headers);</li>
  <li>every request carries the site's fixed verification parameter and a <code>timestamp</code>; a request too far from the server's clock is refused, and an encrypted write sent twice is refused the second time;</li>
  <li>with <code>zip=true</code>, an answer is <code>{ "zip": "&lt;base64 of gzip&gt;" }</code> with the header <code>x-transport-zip: 1</code>.</li>
</ul>
<p>A plain <code>curl</code> against such a server is answered <code>400 BAD_TRANSPORT</code>. Do not re-implement the protocol: in TypeScript use the client of <code>packages/transport</code>, the one the web app and the tests use. On your own installation, start the server with <code>API_ENCRYPT=false API_ZIP=false</code> to speak plain JSON. <code>/health</code>, <code>/public/config</code>, <code>/transport/key</code> and the websocket are always plain.</p>
${client}

<h2>Signing in</h2>
<p><code>POST /api/core/auth/loginV1</code> with <code>{ "username": "&lt;e-mail&gt;", "password": "...", "tokenGG": "&lt;captcha solution&gt;" }</code> answers <code>201</code> with <code>{ "data": { "accessToken", "user", "firstSignIn" } }</code>. Send the token on every call as <code>Authorization: Bearer &lt;accessToken&gt;</code>. The captcha challenge comes from <code>GET /api/core/auth/captcha</code>; an installation started with <code>CAPTCHA_PROVIDER=off</code> needs none. <code>GET /api/core/auth/me</code> answers who you are, and <code>POST /api/core/auth/logout</code> ends the session. What an account may call depends on its role's permissions.</p>
${curl}

<h2>Public endpoints (no sign-in)</h2>
<table>
  <thead><tr><th>Call</th><th>What it answers</th></tr></thead>
  <tbody>
    <tr><td><code>GET /health</code></td><td>the server's state, including whether the market feeds are live</td></tr>
    <tr><td><code>GET /market-reference</code></td><td>exchanges, data types and intervals</td></tr>
    <tr><td><code>GET /market-feeds</code></td><td>each feed's state and the intervals it has history of</td></tr>
    <tr><td><code>GET /markets</code></td><td>a page of markets: <code>exchange</code>, <code>dataType</code>, <code>search</code>, <code>sort</code> (<code>volume</code>, <code>change</code>, <code>symbol</code>), <code>order</code>, <code>page</code>, <code>pageSize</code> (up to 500)</td></tr>
    <tr><td><code>GET /markets/tickers</code>, <code>/markets/overview</code>, <code>/markets/top-volume</code></td><td>latest prices and changes, the BTC and ETH overview, the markets with the largest dollar volume</td></tr>
    <tr><td><code>GET /markets/{exchangeId}/{dataType}/{symbol}/candles</code></td><td>closed candles with <code>interval</code> (default 1h), <code>from</code>, <code>to</code> (open times, inclusive) and <code>limit</code> (default 500, at most 1500), plus the forming candle as <code>live</code></td></tr>
    <tr><td><code>GET /markets/{exchangeId}/{dataType}/{symbol}</code></td><td>one market with its latest indicator values for an <code>interval</code></td></tr>
    <tr><td><code>GET /filters/fields</code></td><td>every field a condition may use, with its operators, in English and Vietnamese</td></tr>
    <tr><td><code>GET /statistic-filters</code>, <code>GET /statistic-filters/{code}/matches</code></td><td>the system statistic filters and the markets each one matches now</td></tr>
    <tr><td><code>GET /statistics/system</code></td><td>the latest published run of each system statistic filter</td></tr>
    <tr><td><code>GET /plans</code></td><td>the plans, their prices and limits, and the payment networks offered</td></tr>
    <tr><td><code>GET /content/{kind}</code>, <code>GET /content/{kind}/{code}</code>, <code>GET /content/search?q=&amp;lang=</code></td><td>published news, documentation, FAQ, policy and about pages, and search over them</td></tr>
  </tbody>
</table>

<h2>Your account's endpoints (signed in)</h2>
<table>
  <thead><tr><th>Call</th><th>What it does</th></tr></thead>
  <tbody>
    <tr><td><code>GET /filters</code></td><td>your filters, each with its current match count, and your plan's usage</td></tr>
    <tr><td><code>POST /filters</code>, <code>PUT /filters/{id}</code>, <code>DELETE /filters/{id}</code></td><td>create (201), replace or delete a filter; the body is described in <a href="/documentation/building-filters">Building filters</a></td></tr>
    <tr><td><code>POST /filters/preview</code></td><td>evaluate an unsaved filter (<code>conditionList</code>, <code>exchangeId</code>, <code>dataType</code>, <code>interval</code>)</td></tr>
    <tr><td><code>GET /filters/{id}/matches</code></td><td>the markets matching now, with the readings of each condition</td></tr>
    <tr><td><code>POST /statistics</code>, <code>GET /statistics</code>, <code>GET /statistics/{id}</code>, <code>GET /statistics/{id}/trades</code></td><td>start a backtest (202), list your runs, read one and page through its trades; see <a href="/documentation/statistics">How statistics are computed</a></td></tr>
    <tr><td><code>GET /notifications</code>, <code>POST /notifications/read</code></td><td>your notifications (newest first; <code>unread</code>, <code>filterId</code>, <code>symbol</code>) and marking them read</td></tr>
    <tr><td><code>GET /notifications/settings</code>, <code>PUT /notifications/settings</code></td><td>your channels, e-mail mode, webhook address and defaults</td></tr>
    <tr><td><code>POST /payments</code>, <code>GET /payments</code>, <code>GET /payments/{id}</code>, <code>POST /payments/{id}/transaction</code></td><td>open an invoice (201), list and read your payments, submit a transaction hash (202)</td></tr>
    <tr><td><code>GET /auth/profile</code>, <code>PUT /auth/profile</code></td><td>your display name, phone, language and time zone</td></tr>
  </tbody>
</table>
<p>Another member's filter, statistic or payment answers <code>404</code>, as if it did not exist.</p>

<h2>Live updates</h2>
<p>The websocket <code>GET /api/core/ws</code> carries live events. Authenticate with <code>?token=</code> or a first message <code>{ "type": "auth", "token": "..." }</code>, then send <code>{ "type": "subscribe", "channel": "..." }</code>. Events arrive as <code>{ "type": "event", "channel", "event", "data" }</code>: for example the candles of <code>market:1:3:BTCUSDT:1h</code>, or your own notifications, statistics progress and payment changes on <code>user:&lt;your id&gt;</code>.</p>

<h2>Errors</h2>
<p>Every error has the same shape, and the HTTP status follows its <code>code</code>. <code>message</code> is English text; <code>key</code> is a stable message key; <code>details</code> says more when there is more to say.</p>
${error}
<table>
  <thead><tr><th>Status</th><th>Codes you may meet</th></tr></thead>
  <tbody>
    <tr><td>400</td><td><code>VALIDATION</code> (details name each wrong field or condition), <code>BAD_TRANSPORT</code>, <code>CAPTCHA_FAILED</code>, <code>CHANNEL_NOT_CONFIGURED</code>, <code>WEBHOOK_URL_REFUSED</code></td></tr>
    <tr><td>401</td><td><code>UNAUTHENTICATED</code>, <code>INVALID_CREDENTIALS</code></td></tr>
    <tr><td>403</td><td><code>FORBIDDEN</code>, <code>ACCOUNT_NOT_VERIFIED</code>; plan limits <code>FILTER_LIMIT</code>, <code>NOTIFICATION_LIMIT</code>, <code>INTERVAL_NOT_IN_PLAN</code>, <code>DEVICE_LIMIT</code>, with <code>details.pricing</code></td></tr>
    <tr><td>404</td><td><code>NOT_FOUND</code></td></tr>
    <tr><td>409</td><td><code>CONFLICT</code> (for example a statistic already calculating), <code>ACCOUNT_EXISTS</code>, <code>PAYMENT_DOWNGRADE</code>, <code>PAYMENT_NOT_OPEN</code>, <code>PAYMENT_TX_USED</code>, <code>PAYMENT_NETWORK_UNAVAILABLE</code></td></tr>
    <tr><td>413</td><td><code>PAYLOAD_TOO_LARGE</code></td></tr>
    <tr><td>429</td><td><code>RATE_LIMITED</code>, with a <code>Retry-After</code> header in seconds</td></tr>
  </tbody>
</table>

<h2>Rate limits</h2>
<p>There is no general quota on reads: market reads are served from memory and are cheap. The actions that cost something, or could be abused, are limited, and answer <code>429 RATE_LIMITED</code> with <code>Retry-After</code> when the limit is passed. The defaults:</p>
<ul>
  <li>sign-in attempts: 10 per address per 15 minutes;</li>
  <li>sign-ups, password-reset and verification e-mails: 10 per address per 15 minutes, and 3 e-mails per account in that time;</li>
  <li>password changes: 10 per account per 15 minutes;</li>
  <li>file uploads: 20 per user per minute;</li>
  <li>contact messages: 5 per address per hour.</li>
</ul>
<p>One statistics run at a time per account: starting a second one while the first is calculating answers <code>409</code>.</p>
`;

const vi = `
<p>Mọi thao tác của ứng dụng web đều đi qua một API JSON, và bạn cũng có thể gọi nó: để đọc thị trường và nến, quản lý bộ lọc, chạy thống kê hoặc đọc thông báo của mình. Trang này liệt kê các endpoint, định dạng của phản hồi và lỗi, cùng những điều cần biết về giao thức truyền tải.</p>

<h2>Địa chỉ gốc và định dạng</h2>
<ul>
  <li>Mọi endpoint nằm dưới <code>/api/core</code> trên địa chỉ của trang (<code>core</code> là tiền tố dịch vụ của bản cài đặt này).</li>
  <li>Phản hồi thành công có dạng <code>{ "data": ... }</code>. Một trang của danh sách có thêm kích thước: <code>{ "data": [...], "total", "page", "pageSize" }</code>; <code>page</code> bắt đầu từ 1.</li>
  <li>Thời gian tính bằng mili giây kể từ ngày 1 tháng 1 năm 1970 (UTC). Số tiền là chuỗi thập phân (<code>"32.403"</code>), không bao giờ là số thực dấu phẩy động. Giá trị chưa xác định (chỉ báo đang khởi động) là <code>null</code>.</li>
  <li>Thị trường được xác định bằng <code>exchangeId</code> (Binance 1, OKX 2), <code>dataType</code> (Spot 1, Future 3) và mã cặp (<code>BTCUSDT</code>); khung thời gian bằng mã của nó (<code>15m</code>, <code>1h</code>, <code>4h</code>, <code>1d</code>, <code>1w</code>, và <code>3m</code>, <code>5m</code>).</li>
</ul>
${list}

<h2>Giao thức truyền tải: mã hóa và nén</h2>
<p>Mặc định mọi yêu cầu và phản hồi của API đều được đóng gói bảo mật, giống như ứng dụng web gửi:</p>
<ul>
  <li>các tham số truy vấn được mã hóa trong một tham số <code>queryEncrypt</code> duy nhất, còn nội dung JSON của yêu cầu ghi nằm trong một trường <code>bodyEncrypt</code> (AES-256-GCM, với khóa được bọc bằng khóa công khai RSA của máy chủ, RSA-OAEP-256, lấy từ <code>GET /api/core/transport/key</code>, trong các header <code>x-transport-key</code> và <code>x-transport-key-id</code>);</li>
  <li>mọi yêu cầu đều mang tham số xác minh cố định của trang và một <code>timestamp</code>; yêu cầu lệch quá xa so với đồng hồ máy chủ sẽ bị từ chối, và một yêu cầu ghi đã mã hóa bị gửi lại lần hai sẽ bị từ chối ở lần thứ hai;</li>
  <li>với <code>zip=true</code>, phản hồi có dạng <code>{ "zip": "&lt;base64 của gzip&gt;" }</code> kèm header <code>x-transport-zip: 1</code>.</li>
</ul>
<p>Một lệnh <code>curl</code> thông thường gửi tới máy chủ như vậy sẽ nhận <code>400 BAD_TRANSPORT</code>. Đừng tự cài đặt lại giao thức: với TypeScript, hãy dùng client trong <code>packages/transport</code>, chính là client mà ứng dụng web và các bài kiểm thử sử dụng. Trên bản cài đặt của riêng bạn, hãy khởi động máy chủ với <code>API_ENCRYPT=false API_ZIP=false</code> để dùng JSON thuần. <code>/health</code>, <code>/public/config</code>, <code>/transport/key</code> và websocket luôn ở dạng thuần.</p>
${client}

<h2>Đăng nhập</h2>
<p><code>POST /api/core/auth/loginV1</code> với <code>{ "username": "&lt;e-mail&gt;", "password": "...", "tokenGG": "&lt;lời giải captcha&gt;" }</code> trả về <code>201</code> kèm <code>{ "data": { "accessToken", "user", "firstSignIn" } }</code>. Gửi token ở mọi lần gọi dưới dạng <code>Authorization: Bearer &lt;accessToken&gt;</code>. Thử thách captcha lấy từ <code>GET /api/core/auth/captcha</code>; bản cài đặt khởi động với <code>CAPTCHA_PROVIDER=off</code> thì không cần. <code>GET /api/core/auth/me</code> cho biết bạn là ai, và <code>POST /api/core/auth/logout</code> kết thúc phiên. Tài khoản được gọi những gì tùy vào quyền của vai trò.</p>
${curl}

<h2>Endpoint công khai (không cần đăng nhập)</h2>
<table>
  <thead><tr><th>Lời gọi</th><th>Trả về</th></tr></thead>
  <tbody>
    <tr><td><code>GET /health</code></td><td>trạng thái máy chủ, gồm cả việc nguồn dữ liệu thị trường có đang trực tiếp hay không</td></tr>
    <tr><td><code>GET /market-reference</code></td><td>các sàn, loại dữ liệu và khung thời gian</td></tr>
    <tr><td><code>GET /market-feeds</code></td><td>trạng thái của từng nguồn dữ liệu và các khung thời gian đã có lịch sử</td></tr>
    <tr><td><code>GET /markets</code></td><td>một trang thị trường: <code>exchange</code>, <code>dataType</code>, <code>search</code>, <code>sort</code> (<code>volume</code>, <code>change</code>, <code>symbol</code>), <code>order</code>, <code>page</code>, <code>pageSize</code> (tối đa 500)</td></tr>
    <tr><td><code>GET /markets/tickers</code>, <code>/markets/overview</code>, <code>/markets/top-volume</code></td><td>giá và biến động mới nhất, tổng quan BTC và ETH, các thị trường có khối lượng USD lớn nhất</td></tr>
    <tr><td><code>GET /markets/{exchangeId}/{dataType}/{symbol}/candles</code></td><td>các nến đã đóng theo <code>interval</code> (mặc định 1h), <code>from</code>, <code>to</code> (thời điểm mở, tính cả hai đầu) và <code>limit</code> (mặc định 500, tối đa 1500), kèm nến đang hình thành ở trường <code>live</code></td></tr>
    <tr><td><code>GET /markets/{exchangeId}/{dataType}/{symbol}</code></td><td>một thị trường kèm giá trị chỉ báo mới nhất theo <code>interval</code></td></tr>
    <tr><td><code>GET /filters/fields</code></td><td>mọi trường mà điều kiện có thể dùng, kèm toán tử, bằng tiếng Anh và tiếng Việt</td></tr>
    <tr><td><code>GET /statistic-filters</code>, <code>GET /statistic-filters/{code}/matches</code></td><td>các bộ lọc thống kê hệ thống và các thị trường mỗi bộ lọc đang khớp</td></tr>
    <tr><td><code>GET /statistics/system</code></td><td>lượt chạy đã công bố mới nhất của mỗi bộ lọc thống kê hệ thống</td></tr>
    <tr><td><code>GET /plans</code></td><td>các gói, giá và giới hạn, cùng các mạng thanh toán được chấp nhận</td></tr>
    <tr><td><code>GET /content/{kind}</code>, <code>GET /content/{kind}/{code}</code>, <code>GET /content/search?q=&amp;lang=</code></td><td>tin tức, tài liệu, câu hỏi thường gặp, chính sách và trang giới thiệu đã xuất bản, và tìm kiếm trong đó</td></tr>
  </tbody>
</table>

<h2>Endpoint của tài khoản (cần đăng nhập)</h2>
<table>
  <thead><tr><th>Lời gọi</th><th>Tác dụng</th></tr></thead>
  <tbody>
    <tr><td><code>GET /filters</code></td><td>các bộ lọc của bạn, mỗi bộ lọc kèm số thị trường đang khớp, và mức sử dụng của gói</td></tr>
    <tr><td><code>POST /filters</code>, <code>PUT /filters/{id}</code>, <code>DELETE /filters/{id}</code></td><td>tạo (201), thay thế hoặc xóa bộ lọc; nội dung được mô tả trong <a href="/documentation/building-filters">Xây dựng bộ lọc</a></td></tr>
    <tr><td><code>POST /filters/preview</code></td><td>đánh giá một bộ lọc chưa lưu (<code>conditionList</code>, <code>exchangeId</code>, <code>dataType</code>, <code>interval</code>)</td></tr>
    <tr><td><code>GET /filters/{id}/matches</code></td><td>các thị trường đang khớp, kèm giá trị đọc được của từng điều kiện</td></tr>
    <tr><td><code>POST /statistics</code>, <code>GET /statistics</code>, <code>GET /statistics/{id}</code>, <code>GET /statistics/{id}/trades</code></td><td>bắt đầu backtest (202), liệt kê các lượt chạy, đọc một lượt và xem từng trang lệnh; xem <a href="/documentation/statistics">Cách tính thống kê</a></td></tr>
    <tr><td><code>GET /notifications</code>, <code>POST /notifications/read</code></td><td>thông báo của bạn (mới nhất trước; <code>unread</code>, <code>filterId</code>, <code>symbol</code>) và đánh dấu đã đọc</td></tr>
    <tr><td><code>GET /notifications/settings</code>, <code>PUT /notifications/settings</code></td><td>các kênh, cách gửi e-mail, địa chỉ webhook và giá trị mặc định</td></tr>
    <tr><td><code>POST /payments</code>, <code>GET /payments</code>, <code>GET /payments/{id}</code>, <code>POST /payments/{id}/transaction</code></td><td>tạo hóa đơn (201), liệt kê và xem các lần thanh toán, gửi mã giao dịch (202)</td></tr>
    <tr><td><code>GET /auth/profile</code>, <code>PUT /auth/profile</code></td><td>tên hiển thị, số điện thoại, ngôn ngữ và múi giờ của bạn</td></tr>
  </tbody>
</table>
<p>Bộ lọc, thống kê hay thanh toán của thành viên khác trả về <code>404</code>, như thể chúng không tồn tại.</p>

<h2>Cập nhật trực tiếp</h2>
<p>Websocket <code>GET /api/core/ws</code> truyền các sự kiện trực tiếp. Xác thực bằng <code>?token=</code> hoặc tin nhắn đầu tiên <code>{ "type": "auth", "token": "..." }</code>, rồi gửi <code>{ "type": "subscribe", "channel": "..." }</code>. Sự kiện đến dưới dạng <code>{ "type": "event", "channel", "event", "data" }</code>: ví dụ các nến của <code>market:1:3:BTCUSDT:1h</code>, hoặc thông báo, tiến độ thống kê và thay đổi thanh toán của chính bạn trên <code>user:&lt;id của bạn&gt;</code>.</p>

<h2>Lỗi</h2>
<p>Mọi lỗi có cùng một dạng, và mã trạng thái HTTP đi theo <code>code</code>. <code>message</code> là văn bản tiếng Anh; <code>key</code> là khóa thông điệp ổn định; <code>details</code> cho biết thêm khi cần.</p>
${error}
<table>
  <thead><tr><th>Mã trạng thái</th><th>Các mã lỗi có thể gặp</th></tr></thead>
  <tbody>
    <tr><td>400</td><td><code>VALIDATION</code> (details ghi rõ từng trường hoặc điều kiện sai), <code>BAD_TRANSPORT</code>, <code>CAPTCHA_FAILED</code>, <code>CHANNEL_NOT_CONFIGURED</code>, <code>WEBHOOK_URL_REFUSED</code></td></tr>
    <tr><td>401</td><td><code>UNAUTHENTICATED</code>, <code>INVALID_CREDENTIALS</code></td></tr>
    <tr><td>403</td><td><code>FORBIDDEN</code>, <code>ACCOUNT_NOT_VERIFIED</code>; giới hạn của gói <code>FILTER_LIMIT</code>, <code>NOTIFICATION_LIMIT</code>, <code>INTERVAL_NOT_IN_PLAN</code>, <code>DEVICE_LIMIT</code>, kèm <code>details.pricing</code></td></tr>
    <tr><td>404</td><td><code>NOT_FOUND</code></td></tr>
    <tr><td>409</td><td><code>CONFLICT</code> (ví dụ đang có một thống kê được tính), <code>ACCOUNT_EXISTS</code>, <code>PAYMENT_DOWNGRADE</code>, <code>PAYMENT_NOT_OPEN</code>, <code>PAYMENT_TX_USED</code>, <code>PAYMENT_NETWORK_UNAVAILABLE</code></td></tr>
    <tr><td>413</td><td><code>PAYLOAD_TOO_LARGE</code></td></tr>
    <tr><td>429</td><td><code>RATE_LIMITED</code>, kèm header <code>Retry-After</code> tính bằng giây</td></tr>
  </tbody>
</table>

<h2>Giới hạn tần suất</h2>
<p>Không có hạn mức chung cho các lời gọi đọc: dữ liệu thị trường được phục vụ từ bộ nhớ nên rất nhẹ. Những thao tác tốn tài nguyên hoặc dễ bị lạm dụng thì có giới hạn, và trả về <code>429 RATE_LIMITED</code> kèm <code>Retry-After</code> khi vượt quá. Mặc định:</p>
<ul>
  <li>đăng nhập: 10 lần mỗi địa chỉ IP trong 15 phút;</li>
  <li>đăng ký, e-mail đặt lại mật khẩu và e-mail xác minh: 10 lần mỗi địa chỉ IP trong 15 phút, và 3 e-mail cho mỗi tài khoản trong cùng khoảng thời gian;</li>
  <li>đổi mật khẩu: 10 lần mỗi tài khoản trong 15 phút;</li>
  <li>tải tệp lên: 20 lần mỗi người dùng mỗi phút;</li>
  <li>tin nhắn liên hệ: 5 tin mỗi địa chỉ IP mỗi giờ.</li>
</ul>
<p>Mỗi tài khoản chỉ chạy một thống kê tại một thời điểm: bắt đầu lượt thứ hai khi lượt đầu đang tính sẽ nhận <code>409</code>.</p>
`;

export const DEVELOPER_API: SeedItem = {
  kind: 'documentation',
  code: 'developer-api',
  title: { en: 'The API for developers', vi: 'API cho lập trình viên' },
  summary: {
    en: 'The JSON API behind the app: base address, signing in, public and account endpoints, the encrypted transport, the error format and the rate limits.',
    vi: 'API JSON phía sau ứng dụng: địa chỉ gốc, đăng nhập, các endpoint công khai và của tài khoản, giao thức truyền tải mã hóa, định dạng lỗi và giới hạn tần suất.',
  },
  body: { en, vi },
  tags: ['developers'],
  parent: null,
  order: 60,
};
