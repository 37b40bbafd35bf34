import type { SeedItem } from './seed-item';

/** The groups of the FAQ page, in the order it shows them; an item's first tag is its group. */
type FaqGroup = 'getting-started' | 'filters' | 'statistics' | 'notifications' | 'plans' | 'account';

interface Answer {
  /** the question */
  q: string;
  /** the answer in one line (the page's meta description) */
  s: string;
  /** the answer, HTML */
  a: string;
}

const faq = (group: FaqGroup, order: number, code: string, en: Answer, vi: Answer): SeedItem => ({
  kind: 'faq',
  code,
  title: { en: en.q, vi: vi.q },
  summary: { en: en.s, vi: vi.s },
  body: { en: en.a, vi: vi.a },
  status: 'published',
  publishAt: null,
  tags: [group],
  order,
});

/**
 * The questions traders ask, answered from what the product does today (plans, limits, networks and
 * rules as the code and its seeds have them). Operators edit them in the back office afterwards.
 */
export const FAQ_SEED: SeedItem[] = [
  // getting started
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

  // filters
  faq(
    'filters',
    0,
    'how-filters-work',
    {
      q: 'How does a filter work?',
      s: 'A filter is a list of conditions (field, operator, value) checked on each market’s latest closed candle; a market matches when every condition holds.',
      a: `<p>A filter belongs to one exchange, one market type and one interval. It holds up to <strong>20 conditions</strong>, each a field, an operator and a value:</p>
<ul>
<li>a number: <code>RSI(14) is below 30</code>;</li>
<li>another field: <code>Close is above EMA(200)</code>;</li>
<li>a cross on this candle: <code>MACD(12,26) crosses above MACD signal(9)</code>;</li>
<li>a list or a candle pattern: <code>Patterns contains pattern hammer</code>;</li>
<li>another interval: a condition can read a field on a second timeframe, for example the 1d RSI in a 4h filter. It reads that interval's last <em>closed</em> candle.</li>
</ul>
<p>Every row must hold (AND). Rows joined by <strong>OR</strong> form one group, which holds when any of its rows does. Filters are evaluated on <strong>closed candles only</strong>: a candle still forming is never read, so a match does not vanish because the price moved later. Each match shows why it matched, in words: "RSI(14) 28.41 &lt; 30".</p>
<p>Build one on <a href="/core/filter/create">New filter</a>; the builder previews the matching markets as you type.</p>`,
    },
    {
      q: 'Bộ lọc hoạt động như thế nào?',
      s: 'Bộ lọc là danh sách điều kiện (trường, toán tử, giá trị) được kiểm tra trên nến đã đóng gần nhất của mỗi thị trường; thị trường khớp khi mọi điều kiện đều đúng.',
      a: `<p>Mỗi bộ lọc thuộc về một sàn, một loại thị trường và một khung thời gian. Bộ lọc có tối đa <strong>20 điều kiện</strong>, mỗi điều kiện gồm một trường, một toán tử và một giá trị:</p>
<ul>
<li>một con số: <code>RSI(14) nhỏ hơn 30</code>;</li>
<li>một trường khác: <code>Giá đóng lớn hơn EMA(200)</code>;</li>
<li>giao cắt ngay trên nến này: <code>MACD(12,26) cắt lên trên Tín hiệu MACD(9)</code>;</li>
<li>một danh sách hoặc một mô hình nến: <code>Mô hình nến có mô hình hammer</code>;</li>
<li>một khung thời gian khác: điều kiện có thể đọc một trường ở khung thứ hai, ví dụ RSI khung 1d trong bộ lọc khung 4h. Điều kiện đó đọc nến <em>đã đóng</em> gần nhất của khung kia.</li>
</ul>
<p>Mọi dòng đều phải đúng (AND). Các dòng nối với nhau bằng <strong>OR</strong> tạo thành một nhóm, nhóm đúng khi có ít nhất một dòng đúng. Bộ lọc chỉ được đánh giá trên <strong>nến đã đóng</strong>: nến đang hình thành không bao giờ được đọc, nên một kết quả khớp không biến mất chỉ vì giá thay đổi sau đó. Mỗi kết quả khớp đều ghi rõ lý do bằng lời: "RSI(14) 28,41 &lt; 30".</p>
<p>Hãy tạo bộ lọc tại trang <a href="/core/filter/create">Bộ lọc mới</a>; trình tạo hiển thị ngay các thị trường khớp trong lúc bạn nhập.</p>`,
    },
  ),
  faq(
    'filters',
    1,
    'indicators-equal-ta-lib',
    {
      q: 'Are the indicator values the same as in TA-Lib?',
      s: 'Yes: SMA, EMA, RSI, MACD, Bollinger Bands and DMI/ADX equal TA-Lib to one part in a billion on real candles, checked by tests.',
      a: `<p>Yes. SMA, EMA, RSI (Wilder's smoothing), MACD, Bollinger Bands and DMI/ADX are computed as TA-Lib computes them, seeds included, and a test compares every value with TA-Lib's on real Binance candles: they agree to a relative difference of one billionth.</p>
<p>The other fields (Ichimoku, SuperTrend, VWAP, support and resistance, volume averages, consecutive candle counts, candle patterns, top-trader long/short ratios) follow their usual definitions; the patterns use TA-Lib's default candle settings. Each field's definition is in the <a href="/documentation">documentation</a>.</p>
<aside class="callout callout-info"><p>A charting tool that starts its averages differently may show other values during the first candles of a history; after that warm-up the figures agree.</p></aside>`,
    },
    {
      q: 'Giá trị chỉ báo có giống với TA-Lib không?',
      s: 'Có: SMA, EMA, RSI, MACD, dải Bollinger và DMI/ADX trùng với TA-Lib đến một phần tỷ trên nến thực, được kiểm chứng bằng kiểm thử.',
      a: `<p>Có. SMA, EMA, RSI (làm mượt kiểu Wilder), MACD, dải Bollinger và DMI/ADX được tính đúng như TA-Lib, kể cả cách khởi tạo, và một bài kiểm thử so sánh từng giá trị với TA-Lib trên nến thực của Binance: chênh lệch tương đối không quá một phần tỷ.</p>
<p>Các trường còn lại (Ichimoku, SuperTrend, VWAP, hỗ trợ và kháng cự, trung bình khối lượng, số nến liên tiếp, mô hình nến, tỷ lệ long/short của nhà giao dịch hàng đầu) theo định nghĩa thông dụng; mô hình nến dùng các thiết lập nến mặc định của TA-Lib. Định nghĩa từng trường có trong <a href="/documentation">tài liệu</a>.</p>
<aside class="callout callout-info"><p>Một công cụ biểu đồ khởi tạo đường trung bình theo cách khác có thể cho giá trị khác ở những nến đầu tiên của chuỗi dữ liệu; sau giai đoạn khởi động đó các con số sẽ trùng nhau.</p></aside>`,
    },
  ),
  faq(
    'filters',
    2,
    'no-markets-match',
    {
      q: 'Why does my filter show no markets?',
      s: 'Either no market meets every condition on its latest closed candle, or the interval the filter reads has no stored candles yet; the page says which.',
      a: `<p>Two different reasons, and the page tells them apart:</p>
<ol>
<li><strong>Nothing matches now.</strong> Every condition must hold on the same closed candle. Strict settings (RSI below 20 <em>and</em> a bullish engulfing candle) can leave the list empty for days. Try the builder's preview with one condition at a time to see which one removes the markets.</li>
<li><strong>No history yet.</strong> If the filter's interval, or an interval one of its conditions reads, has no candles stored for that exchange and market type, nothing can match until candles arrive. The filter says so instead of "no market matches".</li>
</ol>
<p>Your plan also sets the intervals a filter may use (15m, 1h, 4h, 1d and 1w on every plan); a filter saved with another one is refused with a link to the <a href="/pricing">plans</a>.</p>`,
    },
    {
      q: 'Vì sao bộ lọc của tôi không hiện thị trường nào?',
      s: 'Hoặc không thị trường nào thỏa mọi điều kiện trên nến đã đóng gần nhất, hoặc khung thời gian bộ lọc đọc chưa có nến nào được lưu; trang sẽ cho biết trường hợp nào.',
      a: `<p>Có hai lý do khác nhau, và trang sẽ phân biệt rõ:</p>
<ol>
<li><strong>Hiện không có thị trường nào khớp.</strong> Mọi điều kiện phải đúng trên cùng một nến đã đóng. Thiết lập chặt (RSI dưới 20 <em>và</em> nến nhấn chìm tăng) có thể khiến danh sách trống nhiều ngày. Hãy dùng phần xem trước của trình tạo bộ lọc với từng điều kiện một để biết điều kiện nào loại bỏ các thị trường.</li>
<li><strong>Chưa có lịch sử.</strong> Nếu khung thời gian của bộ lọc, hoặc khung mà một điều kiện đọc, chưa có nến nào được lưu cho sàn và loại thị trường đó, thì chưa thể có kết quả khớp cho đến khi có nến. Bộ lọc sẽ ghi rõ điều này thay vì "không có thị trường nào khớp".</li>
</ol>
<p>Gói của bạn cũng quy định các khung thời gian bộ lọc được dùng (15m, 1h, 4h, 1d và 1w ở mọi gói); bộ lọc lưu với khung khác sẽ bị từ chối kèm liên kết tới trang <a href="/pricing">bảng giá</a>.</p>`,
    },
  ),

  // statistics
  faq(
    'statistics',
    0,
    'how-statistics-work',
    {
      q: 'How are statistics calculated?',
      s: 'Each past closed candle where the filter matched opens a trade at the next candle’s open; the first take-profit or stop-loss reached decides it, after a fee on both sides.',
      a: `<p>A statistics run replays your filter over the stored history of every market of its exchange and market type:</p>
<ul>
<li><strong>Signal</strong>: a closed candle on which every condition holds, evaluated by the same code as live screening.</li>
<li><strong>Entry</strong>: at the open of the next candle.</li>
<li><strong>Exit</strong>: the first candle whose high or low reaches the take-profit or the stop-loss decides a win or a loss, at that level. A candle that opens beyond a level exits at its open.</li>
<li><strong>Both levels in one candle</strong>: counted as a loss by default (stop-loss first, the conservative rule).</li>
<li><strong>One position at a time</strong> per market and per take-profit/stop-loss pair; a trade still open at the end is shown as open and counts in no rate.</li>
<li><strong>Fees</strong>: 0.05 % per side by default (you may set 0 to 1 %), charged on the entry and on the exit value.</li>
</ul>
<p>Every pair of your take-profit and stop-loss lists is simulated separately. The exact rules are in the <a href="/documentation">documentation</a>.</p>
<aside class="callout callout-warning"><p>Statistics describe the past. A good win rate does not promise future results, and the compounded return assumes the whole capital in every trade, one after another: a hypothetical account, not one you could hold.</p></aside>`,
    },
    {
      q: 'Thống kê được tính như thế nào?',
      s: 'Mỗi nến đã đóng trong quá khứ mà bộ lọc khớp sẽ mở một lệnh ở giá mở cửa của nến kế tiếp; mức chốt lời hoặc cắt lỗ chạm tới trước quyết định kết quả, sau khi trừ phí hai chiều.',
      a: `<p>Một lần chạy thống kê chạy lại bộ lọc của bạn trên dữ liệu lịch sử đã lưu của mọi thị trường thuộc sàn và loại thị trường của bộ lọc:</p>
<ul>
<li><strong>Tín hiệu</strong>: một nến đã đóng mà mọi điều kiện đều đúng, được đánh giá bằng chính mã nguồn dùng cho việc quét trực tiếp.</li>
<li><strong>Vào lệnh</strong>: tại giá mở cửa của nến kế tiếp.</li>
<li><strong>Thoát lệnh</strong>: nến đầu tiên có giá cao nhất hoặc thấp nhất chạm mức chốt lời hoặc cắt lỗ quyết định thắng hay thua, tại đúng mức đó. Nến mở cửa vượt qua một mức sẽ thoát tại giá mở cửa.</li>
<li><strong>Chạm cả hai mức trong một nến</strong>: mặc định tính là thua (cắt lỗ trước, quy tắc thận trọng).</li>
<li><strong>Mỗi lúc một vị thế</strong> cho mỗi thị trường và mỗi cặp chốt lời/cắt lỗ; lệnh còn mở ở cuối dữ liệu được hiển thị là đang mở và không tính vào tỷ lệ nào.</li>
<li><strong>Phí</strong>: mặc định 0,05 % mỗi chiều (bạn có thể đặt từ 0 đến 1 %), tính trên giá trị lúc vào lệnh và lúc thoát lệnh.</li>
</ul>
<p>Mỗi cặp trong danh sách chốt lời và cắt lỗ của bạn được mô phỏng riêng. Quy tắc chi tiết có trong <a href="/documentation">tài liệu</a>.</p>
<aside class="callout callout-warning"><p>Thống kê mô tả quá khứ. Tỷ lệ thắng cao không hứa hẹn kết quả tương lai, và lợi nhuận gộp giả định toàn bộ vốn được dùng cho từng lệnh, lệnh này nối tiếp lệnh kia: đó là một tài khoản giả định, không phải danh mục bạn có thể nắm giữ.</p></aside>`,
    },
  ),
  faq(
    'statistics',
    1,
    'win-rate-range',
    {
      q: 'Why is the win rate sometimes shown as a range?',
      s: 'When a candle reached both the take-profit and the stop-loss, its order inside the candle is unknown; the range runs from all such trades lost to all of them won.',
      a: `<p>A candle's high and low do not say which came first. When one candle reaches both the take-profit and the stop-loss, the trade is <strong>ambiguous</strong>: by default it is counted as a loss, and the win rate beside it becomes a band.</p>
<ul>
<li>The low end counts every ambiguous trade as lost.</li>
<li>The high end counts every ambiguous trade as won.</li>
</ul>
<p>A narrow band means the result hardly depends on that guess. Each trade in the list says whether it was ambiguous and how it was decided. Closed trades are wins plus losses; open trades count in no rate.</p>`,
    },
    {
      q: 'Vì sao tỷ lệ thắng đôi khi hiển thị dưới dạng một khoảng?',
      s: 'Khi một nến chạm cả mức chốt lời lẫn cắt lỗ, không thể biết mức nào đến trước; khoảng này đi từ trường hợp mọi lệnh như vậy đều thua đến trường hợp tất cả đều thắng.',
      a: `<p>Giá cao nhất và thấp nhất của một nến không cho biết giá nào đến trước. Khi một nến chạm cả mức chốt lời lẫn cắt lỗ, lệnh đó là lệnh <strong>không xác định</strong>: mặc định được tính là thua, và tỷ lệ thắng bên cạnh trở thành một khoảng.</p>
<ul>
<li>Đầu dưới tính mọi lệnh không xác định là thua.</li>
<li>Đầu trên tính mọi lệnh không xác định là thắng.</li>
</ul>
<p>Khoảng càng hẹp thì kết quả càng ít phụ thuộc vào giả định đó. Mỗi lệnh trong danh sách đều ghi rõ có phải lệnh không xác định hay không và được quyết định bằng cách nào. Lệnh đã đóng gồm lệnh thắng và lệnh thua; lệnh còn mở không tính vào tỷ lệ nào.</p>`,
    },
  ),
  faq(
    'statistics',
    2,
    'system-statistic-filters',
    {
      q: 'Can I see statistics before building my own filter?',
      s: 'Yes: the Statistic Filter page shows the system filters, their current matches and their published statistics to everyone, without an account.',
      a: `<p>Yes. <a href="/core/statistic">Statistic Filter</a> lists the system statistic filters (RSI oversold and overbought, MACD crosses, close crossing EMA 200, Bollinger squeeze, volume spike, ADX uptrend, Ichimoku breakout, SuperTrend flip, three green or red candles, hammer or engulfing at support) on Binance futures, with the markets they match now and the statistics the team published for them. No account is needed to read them.</p>
<p>To run statistics on your own filter, sign in, open the filter and choose <em>Run statistics</em>. One run per member is calculated at a time; the page shows "calculating..." until it is done. A finished run shows totals, the trades (exportable to Excel, each one opening its chart), the markets, and a matrix of intervals by take-profit/stop-loss pair.</p>`,
    },
    {
      q: 'Tôi có thể xem thống kê trước khi tự tạo bộ lọc không?',
      s: 'Có: trang Bộ lọc thống kê hiển thị các bộ lọc hệ thống, thị trường đang khớp và thống kê đã công bố cho mọi người, không cần tài khoản.',
      a: `<p>Có. Trang <a href="/core/statistic">Bộ lọc thống kê</a> liệt kê các bộ lọc thống kê của hệ thống (RSI quá bán và quá mua, MACD giao cắt, giá đóng cửa cắt EMA 200, dải Bollinger co hẹp, khối lượng tăng vọt, xu hướng tăng theo ADX, phá vỡ mây Ichimoku, SuperTrend đảo chiều, ba nến xanh hoặc đỏ liên tiếp, nến búa hoặc nhấn chìm tại hỗ trợ) trên thị trường hợp đồng tương lai của Binance, cùng các thị trường đang khớp và thống kê mà đội ngũ đã công bố. Bạn không cần tài khoản để xem.</p>
<p>Để chạy thống kê cho bộ lọc của riêng bạn, hãy đăng nhập, mở bộ lọc và chọn <em>Chạy thống kê</em>. Mỗi thành viên chỉ có một lần chạy được tính tại một thời điểm; trang hiển thị "đang tính toán..." cho đến khi xong. Kết quả gồm các số liệu tổng hợp, danh sách lệnh (xuất được ra Excel, mỗi lệnh mở được biểu đồ của nó), từng thị trường, và bảng ma trận khung thời gian theo cặp chốt lời/cắt lỗ.</p>`,
    },
  ),

  // notifications
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

  // plans
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

  // account
  faq(
    'account',
    0,
    'language-and-time-zone',
    {
      q: 'Can I use the site in Vietnamese, and in my time zone?',
      s: 'Yes: choose English or Vietnamese in the top menu and your time zone on the account page; e-mails, Telegram and push messages follow both.',
      a: `<p>Yes. The language switcher in the top menu offers English and Vietnamese. Signed out, your choice is remembered in this browser; signed in, it is saved to your profile, so e-mails, Telegram and push messages are written in it too.</p>
<p>Times are shown in your time zone with its offset, for example <code>24/11/2026 03:30 (UTC+7)</code>. Your zone is taken from your browser when you register; change it on your <a href="/core/user/account">account page</a>.</p>`,
    },
    {
      q: 'Tôi có thể dùng trang web bằng tiếng Việt và theo múi giờ của mình không?',
      s: 'Có: chọn tiếng Anh hoặc tiếng Việt trên menu phía trên và chọn múi giờ trên trang tài khoản; e-mail, Telegram và thông báo đẩy đều theo cả hai lựa chọn này.',
      a: `<p>Có. Nút chọn ngôn ngữ trên menu phía trên có tiếng Anh và tiếng Việt. Khi chưa đăng nhập, lựa chọn của bạn được ghi nhớ trên trình duyệt này; khi đã đăng nhập, lựa chọn được lưu vào hồ sơ, nên e-mail, tin nhắn Telegram và thông báo đẩy cũng được viết bằng ngôn ngữ đó.</p>
<p>Thời gian được hiển thị theo múi giờ của bạn kèm độ lệch, ví dụ <code>24/11/2026 03:30 (UTC+7)</code>. Múi giờ được lấy từ trình duyệt khi bạn đăng ký; bạn có thể đổi trên <a href="/core/user/account">trang tài khoản</a>.</p>`,
    },
  ),
  faq(
    'account',
    1,
    'change-or-reset-password',
    {
      q: 'How do I change or reset my password?',
      s: 'Change it on the account page with your current password, or ask for a reset link on the sign-in page; the link is valid for one hour.',
      a: `<ul>
<li><strong>Change</strong>: on your <a href="/core/user/account">account page</a>, tab <em>Password</em>, give your current password and a new one of at least 8 characters. Your other sessions are signed out; this one stays.</li>
<li><strong>Forgotten</strong>: on the sign-in page choose <em>Forgot password?</em> and give your e-mail address. The reset link is valid for <strong>one hour</strong> and can be used once; setting a new password signs out every session.</li>
</ul>
<p>The answer to a reset request is the same whether or not an account exists for that address, so nobody can use it to learn who is registered.</p>`,
    },
    {
      q: 'Làm sao để đổi hoặc đặt lại mật khẩu?',
      s: 'Đổi mật khẩu trên trang tài khoản bằng mật khẩu hiện tại, hoặc yêu cầu liên kết đặt lại ở trang đăng nhập; liên kết có hiệu lực trong một giờ.',
      a: `<ul>
<li><strong>Đổi mật khẩu</strong>: trên <a href="/core/user/account">trang tài khoản</a>, thẻ <em>Mật khẩu</em>, nhập mật khẩu hiện tại và mật khẩu mới từ 8 ký tự trở lên. Các phiên đăng nhập khác của bạn sẽ bị đăng xuất; phiên hiện tại vẫn giữ.</li>
<li><strong>Quên mật khẩu</strong>: ở trang đăng nhập, chọn <em>Quên mật khẩu?</em> và nhập địa chỉ e-mail. Liên kết đặt lại có hiệu lực trong <strong>một giờ</strong> và chỉ dùng được một lần; đặt mật khẩu mới sẽ đăng xuất mọi phiên.</li>
</ul>
<p>Phản hồi cho yêu cầu đặt lại là như nhau dù địa chỉ đó có tài khoản hay không, nên không ai có thể dùng nó để biết ai đã đăng ký.</p>`,
    },
  ),
  faq(
    'account',
    2,
    'delete-account-or-data',
    {
      q: 'Can I delete my account or get a copy of my data?',
      s: 'There is no self-service button for either yet: write to us through the contact page from your account’s e-mail address and we will handle the request.',
      a: `<p>Not from the app yet: there is no button to delete an account or to download its data. You can already delete your filters, remove your push devices, unlink Telegram and remove your webhook yourself.</p>
<p>For anything else, write to us through the <a href="/contact">contact page</a>, giving your account's e-mail address, and say what you want. The <a href="/policy">privacy policy</a> lists what we keep and for how long; note that payments made on a public blockchain stay visible on that chain whatever we delete.</p>`,
    },
    {
      q: 'Tôi có thể xóa tài khoản hoặc nhận bản sao dữ liệu của mình không?',
      s: 'Hiện chưa có nút tự thực hiện cho cả hai việc này: hãy viết cho chúng tôi qua trang liên hệ bằng địa chỉ e-mail của tài khoản và chúng tôi sẽ xử lý yêu cầu.',
      a: `<p>Hiện chưa thể làm trong ứng dụng: chưa có nút xóa tài khoản hay tải dữ liệu về. Bạn đã có thể tự xóa bộ lọc, gỡ thiết bị nhận thông báo đẩy, hủy liên kết Telegram và xóa webhook.</p>
<p>Với các yêu cầu khác, hãy viết cho chúng tôi qua <a href="/contact">trang liên hệ</a>, ghi rõ địa chỉ e-mail của tài khoản và điều bạn muốn. <a href="/policy">Chính sách bảo mật</a> liệt kê những gì chúng tôi lưu và lưu trong bao lâu; lưu ý rằng các khoản thanh toán trên blockchain công khai vẫn hiển thị trên chuỗi đó dù chúng tôi xóa gì đi nữa.</p>`,
    },
  ),
  faq(
    'account',
    3,
    'browser-storage',
    {
      q: 'What does the site keep in my browser?',
      s: 'Your session, language, display settings, chart layers, this browser’s push device and cached API answers, in local storage; the site sets no cookies of its own.',
      a: `<p>The site sets no cookies of its own. It keeps these entries in your browser's local storage:</p>
<ul>
<li><code>accessToken</code>, <code>userInfo</code>, <code>firstSignIn</code>: your session, for one day (in session storage instead, ending with the tab, when "Remember me" is off);</li>
<li><code>i18nextLng</code>: your language;</li>
<li><code>themeMode</code>, <code>themeDirection</code>, <code>themeColor</code>, <code>themeStretch</code>: display settings;</li>
<li><code>apiCache:…</code>: copies of recent answers, cleared when you sign out; <code>cacheConfiguration</code>: how long such copies are kept, for one day;</li>
<li><code>marketChartLayers</code>: the chart's indicator switches;</li>
<li><code>bitdata.push.device</code>: this browser's push device, when push is on.</li>
</ul>
<p>Details are in the <a href="/policy">privacy policy</a>.</p>`,
    },
    {
      q: 'Trang web lưu những gì trong trình duyệt của tôi?',
      s: 'Phiên đăng nhập, ngôn ngữ, cài đặt hiển thị, lớp chỉ báo của biểu đồ, thiết bị nhận thông báo đẩy của trình duyệt này và bản sao phản hồi API, trong bộ nhớ cục bộ; trang web không tự đặt cookie nào.',
      a: `<p>Trang web không tự đặt cookie nào. Trang lưu các mục sau trong bộ nhớ cục bộ (local storage) của trình duyệt:</p>
<ul>
<li><code>accessToken</code>, <code>userInfo</code>, <code>firstSignIn</code>: phiên đăng nhập của bạn, trong một ngày (lưu trong bộ nhớ phiên và kết thúc cùng thẻ trình duyệt khi tắt "Ghi nhớ đăng nhập");</li>
<li><code>i18nextLng</code>: ngôn ngữ của bạn;</li>
<li><code>themeMode</code>, <code>themeDirection</code>, <code>themeColor</code>, <code>themeStretch</code>: cài đặt hiển thị;</li>
<li><code>apiCache:…</code>: bản sao các phản hồi gần đây, bị xóa khi bạn đăng xuất; <code>cacheConfiguration</code>: thời gian giữ các bản sao đó, lưu trong một ngày;</li>
<li><code>marketChartLayers</code>: các công tắc chỉ báo của biểu đồ;</li>
<li><code>bitdata.push.device</code>: thiết bị nhận thông báo đẩy của trình duyệt này, khi bạn bật thông báo đẩy.</li>
</ul>
<p>Chi tiết có trong <a href="/policy">chính sách bảo mật</a>.</p>`,
    },
  ),
];
