import type { SeedItem } from './seed-item';

/** 2026-10-06 09:00 UTC */
const STATISTICS_AT = 1_791_277_200_000;
/** 2026-10-27 09:00 UTC */
const NOTIFICATIONS_AT = 1_793_091_600_000;
/** 2026-11-24 09:00 UTC */
const RELEASE_AT = 1_795_510_800_000;

const STATISTICS_EN = `<p>Every filter you build can now be replayed over the stored history. Open one of your filters, choose <strong>Run statistics</strong>, and see what happened after each past candle on which it matched.</p>

<h2>The rules, written down</h2>
<ul>
<li>A <strong>signal</strong> is a closed candle on which every condition holds, found by the same code that screens the markets live.</li>
<li>The <strong>entry</strong> is the open of the next candle.</li>
<li>The first candle that reaches the <strong>take-profit</strong> or the <strong>stop-loss</strong> decides the trade, at that level; a candle that opens beyond a level exits at its open.</li>
<li>When one candle reaches both levels, the trade counts as a loss by default (stop-loss first, the rule of backtesting.py and vectorbt), and the win rate is shown as a band from "all such trades lost" to "all won".</li>
<li>One position at a time per market and per take-profit/stop-loss pair; a trade still open at the end counts in no rate.</li>
<li>A <strong>fee per side</strong>, 0.05 % by default and adjustable from 0 to 1 %, is charged on the entry and on the exit value.</li>
</ul>
<p>Every rule is in the <a href="/documentation">documentation</a>. A test compares the results with an independent implementation written over the public candles API: same trades, same exit prices, same returns after fees.</p>

<h2>What a run shows</h2>
<ul>
<li>Totals per take-profit/stop-loss pair: trades, wins, losses, open trades, win rate, average win and loss, profit factor, expectancy before and after fees, average length.</li>
<li>A compounded equity curve and its largest drawdown, labelled for what it is: a hypothetical account that puts the whole capital in every trade, one after another.</li>
<li>How far prices moved for and against each trade: histograms, and the share of trades that moved 5, 10, 15, 20 or 25 % or more.</li>
<li>Results per market, and every trade, which you can export to Excel or open on its chart with the entry and exit candles marked.</li>
<li>A <strong>multi-timeframe matrix</strong>: the same filter on several intervals at once, each cell opening its trades.</li>
</ul>

<aside class="callout callout-tip"><p>No filter yet? The <a href="/core/statistic">Statistic Filter</a> page shows the system filters (RSI oversold, MACD crosses, Ichimoku breakout and more) with their published statistics, open to everyone.</p></aside>

<p>Runs are calculated in the background: you can keep using the site, and the page shows "calculating..." with its progress until the results arrive. One run per member is calculated at a time.</p>`;

const STATISTICS_VI = `<p>Giờ đây mọi bộ lọc bạn tạo đều có thể được chạy lại trên dữ liệu lịch sử đã lưu. Hãy mở một bộ lọc của bạn, chọn <strong>Chạy thống kê</strong>, và xem điều gì đã xảy ra sau mỗi nến trong quá khứ mà bộ lọc khớp.</p>

<h2>Quy tắc được viết rõ ràng</h2>
<ul>
<li><strong>Tín hiệu</strong> là một nến đã đóng mà mọi điều kiện đều đúng, được tìm bằng chính mã nguồn dùng để quét thị trường trực tiếp.</li>
<li><strong>Vào lệnh</strong> tại giá mở cửa của nến kế tiếp.</li>
<li>Nến đầu tiên chạm mức <strong>chốt lời</strong> hoặc <strong>cắt lỗ</strong> quyết định kết quả lệnh, tại đúng mức đó; nến mở cửa vượt qua một mức sẽ thoát lệnh tại giá mở cửa.</li>
<li>Khi một nến chạm cả hai mức, lệnh mặc định được tính là thua (cắt lỗ trước, quy tắc của backtesting.py và vectorbt), và tỷ lệ thắng được hiển thị dưới dạng một khoảng, từ "mọi lệnh như vậy đều thua" đến "tất cả đều thắng".</li>
<li>Mỗi lúc một vị thế cho mỗi thị trường và mỗi cặp chốt lời/cắt lỗ; lệnh còn mở ở cuối dữ liệu không tính vào tỷ lệ nào.</li>
<li><strong>Phí mỗi chiều</strong>, mặc định 0,05 % và có thể chỉnh từ 0 đến 1 %, được tính trên giá trị lúc vào lệnh và lúc thoát lệnh.</li>
</ul>
<p>Mọi quy tắc đều có trong <a href="/documentation">tài liệu</a>. Một bài kiểm thử so sánh kết quả với một bản cài đặt độc lập, viết dựa trên API nến công khai: cùng các lệnh, cùng giá thoát lệnh, cùng lợi nhuận sau phí.</p>

<h2>Một lần chạy cho bạn thấy gì</h2>
<ul>
<li>Số liệu tổng hợp cho từng cặp chốt lời/cắt lỗ: số lệnh, số lệnh thắng, thua, đang mở, tỷ lệ thắng, lãi và lỗ trung bình, hệ số lợi nhuận, kỳ vọng trước và sau phí, độ dài trung bình.</li>
<li>Đường vốn gộp và mức sụt giảm lớn nhất, được ghi rõ bản chất: một tài khoản giả định dùng toàn bộ vốn cho từng lệnh, lệnh này nối tiếp lệnh kia.</li>
<li>Giá đã đi bao xa theo hướng có lợi và bất lợi cho mỗi lệnh: biểu đồ phân bố, và tỷ lệ lệnh có giá biến động từ 5, 10, 15, 20 hoặc 25 % trở lên.</li>
<li>Kết quả theo từng thị trường, và từng lệnh, có thể xuất ra Excel hoặc mở trên biểu đồ với nến vào lệnh và nến thoát lệnh được đánh dấu.</li>
<li><strong>Ma trận đa khung thời gian</strong>: cùng một bộ lọc trên nhiều khung thời gian cùng lúc, mỗi ô mở ra danh sách lệnh của nó.</li>
</ul>

<aside class="callout callout-tip"><p>Chưa có bộ lọc nào? Trang <a href="/core/statistic">Bộ lọc thống kê</a> hiển thị các bộ lọc của hệ thống (RSI quá bán, MACD giao cắt, phá vỡ mây Ichimoku và nhiều bộ lọc khác) cùng thống kê đã công bố, mở cho mọi người.</p></aside>

<p>Các lần chạy được tính trong nền: bạn vẫn có thể tiếp tục dùng trang web, và trang hiển thị "đang tính toán..." kèm tiến độ cho đến khi có kết quả. Mỗi thành viên chỉ có một lần chạy được tính tại một thời điểm.</p>`;

const NOTIFICATIONS_EN = `<p>A filter that notifies you no longer needs you to keep the app open. Besides the in-app list and e-mail, notifications now reach you on <strong>web push</strong>, <strong>Telegram</strong> and your own <strong>webhook</strong>. Turn them on in <a href="/core/notification/settings">notification settings</a>.</p>

<h2>The channels</h2>
<ul>
<li><strong>In the app</strong>: the list, an unread badge and a live toast in every open tab, opening the chart at the candle that matched.</li>
<li><strong>E-mail</strong>: one message per notification, or one digest an hour.</li>
<li><strong>Web push</strong>: allow notifications in your browser and they arrive even when the site is closed. Each browser is a device; your plan sets how many, and at the limit you choose which one to replace.</li>
<li><strong>Telegram</strong>: open the one-time link from the settings, press Start, and the bot writes to that chat.</li>
<li><strong>Webhook</strong>: a signed JSON POST to your https address, for your own scripts and tools.</li>
</ul>
<p>Every message says why the market matched, in your language ("RSI(14) 28.41 &lt; 30"), with the price and the candle's time in your time zone.</p>

<h2>Once, and only when it matters</h2>
<ul>
<li>A notification is created when a market <strong>enters</strong> a filter's matches on a closed candle, and only once per filter, market, interval and candle, on every channel, even if the server restarts.</li>
<li>You may also be told when a market <strong>leaves</strong> the matches, and set a <strong>cooldown</strong> in candles before the same market can notify again.</li>
<li>Candles fetched late after an exchange outage do not notify: a stale signal is worse than none.</li>
</ul>

<h2>For developers: the webhook</h2>
<p>Each call carries <code>X-Signature: sha256=&lt;hex&gt;</code>, the HMAC-SHA256 of the raw body keyed with the secret shown in your settings, and an <code>Idempotency-Key</code> that stays the same on retries. A body looks like this:</p>
<pre><code class="language-json">{
  "key": "5b0e6c1e-8f0a-4d7e-9a51-2f4f0d3c9b7a:webhook",
  "event": "filter.entered",
  "notificationId": "5b0e6c1e-8f0a-4d7e-9a51-2f4f0d3c9b7a",
  "filterId": "0f6f8a52-3c1d-4b7e-8e0a-6d2b9c4e1f37",
  "filterName": "RSI oversold 4h",
  "exchangeId": 1,
  "dataType": 3,
  "symbol": "BTCUSDT",
  "interval": "4h",
  "candleTime": 1793016000000,
  "candleTimeUtc": "2026-10-26T12:00:00.000Z",
  "price": 64210.5,
  "values": [
    { "index": 0, "field": "rsi", "operator": "isLessThan", "matched": true, "left": 28.41, "value": 30, "text": "RSI(14) 28.41 &lt; 30" }
  ],
  "links": {
    "chart": "https://example.com/core/detail/binance-future/BTCUSDT?interval=4h&amp;at=1793016000000",
    "filter": "https://example.com/core/filter/0f6f8a52-3c1d-4b7e-8e0a-6d2b9c4e1f37",
    "list": "https://example.com/core/notification"
  },
  "createdAt": 1793030405000
}</code></pre>
<p>To check a signature by hand, save the body exactly as received and compare:</p>
<pre><code class="language-bash"># body.json: the raw request body; WEBHOOK_SECRET: the secret from your notification settings
printf 'sha256=%s\\n' "$(openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -hex &lt; body.json | sed 's/^.* //')"
# the line printed must equal the X-Signature header</code></pre>
<p>A 2xx answer is a delivery. A 5xx, 408, 429 or a timeout is retried with the same key; other answers are not, and redirects are never followed.</p>`;

const NOTIFICATIONS_VI = `<p>Bộ lọc có thông báo không còn cần bạn phải mở ứng dụng. Bên cạnh danh sách trong ứng dụng và e-mail, thông báo giờ đây còn đến với bạn qua <strong>thông báo đẩy trên trình duyệt</strong>, <strong>Telegram</strong> và <strong>webhook</strong> của riêng bạn. Hãy bật chúng trong <a href="/core/notification/settings">cài đặt thông báo</a>.</p>

<h2>Các kênh</h2>
<ul>
<li><strong>Trong ứng dụng</strong>: danh sách, số chưa đọc và thông báo nổi tức thời trên mọi thẻ đang mở, mở biểu đồ ngay tại cây nến đã khớp.</li>
<li><strong>E-mail</strong>: mỗi thông báo một e-mail, hoặc một e-mail tổng hợp mỗi giờ.</li>
<li><strong>Thông báo đẩy</strong>: cho phép thông báo trên trình duyệt và chúng sẽ đến ngay cả khi trang web đã đóng. Mỗi trình duyệt là một thiết bị; gói của bạn quy định số lượng, và khi đạt giới hạn bạn chọn thiết bị cần thay thế.</li>
<li><strong>Telegram</strong>: mở liên kết dùng một lần trong phần cài đặt, nhấn Start, và bot sẽ nhắn vào cuộc trò chuyện đó.</li>
<li><strong>Webhook</strong>: một yêu cầu POST JSON có chữ ký tới địa chỉ https của bạn, dành cho các script và công cụ riêng của bạn.</li>
</ul>
<p>Mỗi tin nhắn đều cho biết vì sao thị trường khớp, bằng ngôn ngữ của bạn ("RSI(14) 28,41 &lt; 30"), kèm giá và thời gian của nến theo múi giờ của bạn.</p>

<h2>Một lần, và chỉ khi cần</h2>
<ul>
<li>Thông báo được tạo khi một thị trường <strong>bắt đầu khớp</strong> bộ lọc trên một nến đã đóng, và chỉ một lần cho mỗi bộ lọc, thị trường, khung thời gian và nến, trên mọi kênh, kể cả khi máy chủ khởi động lại.</li>
<li>Bạn cũng có thể chọn nhận tin khi một thị trường <strong>thôi khớp</strong>, và đặt <strong>thời gian chờ</strong> tính bằng số nến trước khi cùng thị trường đó được thông báo lại.</li>
<li>Nến được tải bù muộn sau khi sàn gián đoạn không tạo thông báo: một tín hiệu đã cũ còn tệ hơn không có tín hiệu.</li>
</ul>

<h2>Dành cho lập trình viên: webhook</h2>
<p>Mỗi lệnh gọi mang tiêu đề <code>X-Signature: sha256=&lt;hex&gt;</code>, là mã HMAC-SHA256 của nội dung gốc khóa bằng khóa bí mật hiển thị trong phần cài đặt của bạn, cùng một <code>Idempotency-Key</code> giữ nguyên qua các lần gửi lại. Nội dung có dạng như sau:</p>
<pre><code class="language-json">{
  "key": "5b0e6c1e-8f0a-4d7e-9a51-2f4f0d3c9b7a:webhook",
  "event": "filter.entered",
  "notificationId": "5b0e6c1e-8f0a-4d7e-9a51-2f4f0d3c9b7a",
  "filterId": "0f6f8a52-3c1d-4b7e-8e0a-6d2b9c4e1f37",
  "filterName": "RSI quá bán 4h",
  "exchangeId": 1,
  "dataType": 3,
  "symbol": "BTCUSDT",
  "interval": "4h",
  "candleTime": 1793016000000,
  "candleTimeUtc": "2026-10-26T12:00:00.000Z",
  "price": 64210.5,
  "values": [
    { "index": 0, "field": "rsi", "operator": "isLessThan", "matched": true, "left": 28.41, "value": 30, "text": "RSI(14) 28,41 &lt; 30" }
  ],
  "links": {
    "chart": "https://example.com/core/detail/binance-future/BTCUSDT?interval=4h&amp;at=1793016000000",
    "filter": "https://example.com/core/filter/0f6f8a52-3c1d-4b7e-8e0a-6d2b9c4e1f37",
    "list": "https://example.com/core/notification"
  },
  "createdAt": 1793030405000
}</code></pre>
<p>Để tự kiểm tra chữ ký, hãy lưu nội dung đúng như khi nhận được rồi so sánh:</p>
<pre><code class="language-bash"># body.json: nội dung gốc của yêu cầu; WEBHOOK_SECRET: khóa bí mật trong cài đặt thông báo của bạn
printf 'sha256=%s\\n' "$(openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -hex &lt; body.json | sed 's/^.* //')"
# dòng in ra phải trùng với tiêu đề X-Signature</code></pre>
<p>Phản hồi 2xx được tính là đã gửi thành công. Mã 5xx, 408, 429 hoặc hết thời gian chờ sẽ được gửi lại với cùng khóa; các phản hồi khác thì không, và chuyển hướng không bao giờ được theo.</p>`;

const RELEASE_EN = `<p>Version 1.1.0 brings together everything the product does today, from the market data up to paying for a plan. Here is what it contains.</p>

<h2>Markets and charts</h2>
<ul>
<li>Four feeds: Binance spot and USD-M futures, OKX spot and perpetual swaps, with reconnection and gap backfill when an exchange drops out. When the exchanges cannot be reached, the site keeps working on bundled Binance history.</li>
<li>Intervals 3m to 1w; where an exchange gives no weekly candles, the week is built from daily ones (UTC Monday weeks), the same way on the chart, in filters and in statistics.</li>
<li>Charts with a legend of the candle under the cursor (open, high, low, close, change, volume), indicator panes, pattern markers, and times in your time zone with its offset.</li>
<li>A market page headlines the newest price whatever interval the chart shows.</li>
</ul>

<h2>Filters</h2>
<ul>
<li>70 fields on every closed candle, with SMA, EMA, RSI, MACD, Bollinger Bands and DMI/ADX tested equal to TA-Lib.</li>
<li>Conditions joined by AND and OR, crosses, field against field, and a second timeframe in the same filter.</li>
<li>Each match says why, in a sentence in your language: "Close 71,160.5 &gt; EMA(200) 69,800.2".</li>
<li>An interval with no stored candles says "no history yet" instead of "no market matches".</li>
</ul>

<h2>Statistics</h2>
<ul>
<li>Backtests with a fee per side (0.05 % by default), exits at the open when a candle gaps through a level, expectancy before and after fees, equity and drawdown, per-market results and a multi-timeframe matrix.</li>
<li>Trades export to Excel and open on the chart with the entry and exit candles marked.</li>
</ul>

<h2>Notifications</h2>
<ul>
<li>In the app, e-mail (at once or hourly digest), web push, Telegram and signed webhooks, each notification delivered once.</li>
<li>E-mail, Telegram and push texts in your language, with prices in its number format and times in your zone.</li>
</ul>

<h2>Plans and payments</h2>
<ul>
<li>A free plan and three paid plans, monthly or yearly with 10 % off, paid in USDT on BNB Smart Chain, Ethereum, TRON or by Binance internal transfer.</li>
<li>Each invoice has an exact amount that identifies it; the server verifies the transfer on the chain (token, address, amount, confirmations), starts the plan without a new sign-in and e-mails a receipt.</li>
<li>Upgrades credit the unused time of the running plan at its value; a lower plan waits until the running one ends.</li>
</ul>

<h2>Accounts and security</h2>
<ul>
<li>One language setting: signed in, the switcher saves your choice to your profile, and your e-mails follow it. Your time zone is taken from your browser at sign-up.</li>
<li>Passwords hashed with argon2id; sign-in attempts throttled without letting anyone lock you out; a self-hosted proof-of-work bot check by default; API requests encrypted by the app's own protocol by default, in addition to HTTPS.</li>
</ul>

<h2>Back office</h2>
<ul>
<li>Roles with view, view all, create, edit and delete permissions per resource, groups and menus as data.</li>
<li>A form designer, event rules that notify on record changes and on schedules, imports with a check before they run, and Excel exports.</li>
</ul>

<p>Thank you to everyone who reported problems and ideas. Questions are answered in the <a href="/faqs">FAQ</a>; anything else, <a href="/contact">write to us</a>.</p>`;

const RELEASE_VI = `<p>Phiên bản 1.1.0 tập hợp mọi thứ sản phẩm làm được hôm nay, từ dữ liệu thị trường đến việc thanh toán cho gói dịch vụ. Dưới đây là những gì có trong phiên bản này.</p>

<h2>Thị trường và biểu đồ</h2>
<ul>
<li>Bốn nguồn dữ liệu: Binance giao ngay và hợp đồng tương lai USD-M, OKX giao ngay và hợp đồng hoán đổi vĩnh cửu, tự kết nối lại và tải bù phần nến bị thiếu khi sàn gián đoạn. Khi không kết nối được tới sàn, trang vẫn hoạt động với dữ liệu lịch sử Binance đi kèm.</li>
<li>Khung thời gian từ 3m đến 1w; khi sàn không cung cấp nến tuần, nến tuần được dựng từ nến ngày (tuần theo giờ UTC, bắt đầu từ thứ Hai), giống nhau trên biểu đồ, trong bộ lọc và trong thống kê.</li>
<li>Biểu đồ có chú giải cho cây nến dưới con trỏ (giá mở cửa, cao nhất, thấp nhất, đóng cửa, mức thay đổi, khối lượng), các khung chỉ báo, dấu hiệu mô hình nến, và thời gian theo múi giờ của bạn kèm độ lệch.</li>
<li>Trang thị trường luôn hiển thị giá mới nhất, dù biểu đồ đang ở khung thời gian nào.</li>
</ul>

<h2>Bộ lọc</h2>
<ul>
<li>70 trường trên mỗi nến đã đóng, trong đó SMA, EMA, RSI, MACD, dải Bollinger và DMI/ADX được kiểm thử là trùng với TA-Lib.</li>
<li>Điều kiện nối bằng AND và OR, giao cắt, so sánh trường với trường, và khung thời gian thứ hai trong cùng một bộ lọc.</li>
<li>Mỗi kết quả khớp đều cho biết lý do bằng một câu trong ngôn ngữ của bạn: "Giá đóng 71.160,5 &gt; EMA(200) 69.800,2".</li>
<li>Khung thời gian chưa có nến nào được lưu sẽ ghi "chưa có lịch sử" thay vì "không có thị trường nào khớp".</li>
</ul>

<h2>Thống kê</h2>
<ul>
<li>Kiểm thử ngược có phí mỗi chiều (mặc định 0,05 %), thoát lệnh tại giá mở cửa khi nến mở vượt qua một mức, kỳ vọng trước và sau phí, đường vốn và mức sụt giảm, kết quả theo từng thị trường và ma trận đa khung thời gian.</li>
<li>Danh sách lệnh xuất được ra Excel và mở được trên biểu đồ với nến vào lệnh và nến thoát lệnh được đánh dấu.</li>
</ul>

<h2>Thông báo</h2>
<ul>
<li>Trong ứng dụng, qua e-mail (gửi ngay hoặc tổng hợp mỗi giờ), thông báo đẩy, Telegram và webhook có chữ ký, mỗi thông báo chỉ được gửi một lần.</li>
<li>Nội dung e-mail, Telegram và thông báo đẩy bằng ngôn ngữ của bạn, giá theo cách viết số của ngôn ngữ đó và thời gian theo múi giờ của bạn.</li>
</ul>

<h2>Gói dịch vụ và thanh toán</h2>
<ul>
<li>Một gói miễn phí và ba gói trả phí, theo tháng hoặc theo năm với mức giảm 10 %, thanh toán bằng USDT trên BNB Smart Chain, Ethereum, TRON hoặc chuyển nội bộ Binance.</li>
<li>Mỗi hóa đơn có một số tiền chính xác để nhận diện; máy chủ xác minh giao dịch trên chuỗi (token, địa chỉ, số tiền, số xác nhận), kích hoạt gói mà không cần đăng nhập lại và gửi biên nhận qua e-mail.</li>
<li>Khi nâng cấp, thời gian chưa dùng của gói đang chạy được quy đổi theo giá trị; gói thấp hơn phải chờ đến khi gói đang chạy kết thúc.</li>
</ul>

<h2>Tài khoản và bảo mật</h2>
<ul>
<li>Một cài đặt ngôn ngữ duy nhất: khi đã đăng nhập, nút chọn ngôn ngữ lưu lựa chọn vào hồ sơ, và e-mail của bạn cũng theo ngôn ngữ đó. Múi giờ được lấy từ trình duyệt khi bạn đăng ký.</li>
<li>Mật khẩu được băm bằng argon2id; số lần đăng nhập bị giới hạn mà không ai có thể khóa bạn ra ngoài; cơ chế chống bot dạng proof-of-work, mặc định do chúng tôi tự vận hành; các yêu cầu API được mã hóa bằng giao thức riêng của ứng dụng theo mặc định, bổ sung cho HTTPS.</li>
</ul>

<h2>Trang quản trị</h2>
<ul>
<li>Vai trò với các quyền xem, xem tất cả, tạo, sửa và xóa cho từng tài nguyên; nhóm và menu được quản lý như dữ liệu.</li>
<li>Trình thiết kế biểu mẫu, quy tắc sự kiện gửi thông báo khi bản ghi thay đổi và theo lịch, nhập dữ liệu có bước kiểm tra trước khi chạy, và xuất Excel.</li>
</ul>

<p>Cảm ơn tất cả những ai đã báo lỗi và góp ý. Các câu hỏi thường gặp đã có lời giải đáp trong mục <a href="/faqs">hỏi đáp</a>; với mọi điều khác, hãy <a href="/contact">viết cho chúng tôi</a>.</p>`;

/** Three posts, oldest first: what shipped, told to the people who use it. */
export const NEWS_SEED: SeedItem[] = [
  {
    kind: 'news',
    code: 'backtest-any-filter-with-statistics',
    title: {
      en: 'Backtest any filter with statistics',
      vi: 'Kiểm thử ngược mọi bộ lọc bằng thống kê',
    },
    summary: {
      en: 'Run statistics on any of your filters: entries at the next open, take-profit and stop-loss, fees on both sides, and every trade shown on its chart.',
      vi: 'Chạy thống kê cho bất kỳ bộ lọc nào của bạn: vào lệnh ở giá mở cửa kế tiếp, chốt lời và cắt lỗ, phí hai chiều, và từng lệnh được hiển thị trên biểu đồ.',
    },
    body: { en: STATISTICS_EN, vi: STATISTICS_VI },
    status: 'published',
    publishAt: STATISTICS_AT,
    tags: ['product', 'statistics'],
    order: 0,
  },
  {
    kind: 'news',
    code: 'notifications-on-telegram-webhooks-and-web-push',
    title: {
      en: 'Notifications now on Telegram, webhooks and web push',
      vi: 'Thông báo giờ đã có qua Telegram, webhook và thông báo đẩy',
    },
    summary: {
      en: 'Your filters can now notify you by web push, Telegram and a signed webhook, besides the app and e-mail, once per filter, market and closed candle.',
      vi: 'Bộ lọc của bạn giờ có thể thông báo qua thông báo đẩy, Telegram và webhook có chữ ký, bên cạnh ứng dụng và e-mail, một lần cho mỗi bộ lọc, thị trường và nến đã đóng.',
    },
    body: { en: NOTIFICATIONS_EN, vi: NOTIFICATIONS_VI },
    status: 'published',
    publishAt: NOTIFICATIONS_AT,
    tags: ['product', 'notifications'],
    order: 0,
  },
  {
    kind: 'news',
    code: 'v1-1-0-release-notes',
    title: {
      en: 'BITDATA v1.1.0 release notes',
      vi: 'Ghi chú phát hành BITDATA v1.1.0',
    },
    summary: {
      en: 'Version 1.1.0: four Binance and OKX feeds, 70 indicator fields, filters across timeframes, backtests with fees, five notification channels and plans paid in USDT.',
      vi: 'Phiên bản 1.1.0: bốn nguồn dữ liệu Binance và OKX, 70 trường chỉ báo, bộ lọc trên nhiều khung thời gian, kiểm thử ngược có phí, năm kênh thông báo và gói dịch vụ thanh toán bằng USDT.',
    },
    body: { en: RELEASE_EN, vi: RELEASE_VI },
    status: 'published',
    publishAt: RELEASE_AT,
    tags: ['release'],
    order: 0,
  },
];
