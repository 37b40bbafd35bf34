import type { SeedItem } from '../seed-item';

const en = `
<p>Every filter, chart, statistic and notification reads the same candles: those of one exchange, one data type and one interval. This page says which ones the product tracks, and when a candle counts.</p>

<h2>Exchanges and data types</h2>
<table>
  <thead><tr><th>Exchange</th><th>Data type</th><th>What it is</th><th>In a URL</th></tr></thead>
  <tbody>
    <tr><td>Binance (id 1)</td><td>Spot (1)</td><td>Binance spot pairs quoted in USDT</td><td><code>binance-spot</code></td></tr>
    <tr><td>Binance (id 1)</td><td>Future (3)</td><td>Binance USD-M perpetual futures</td><td><code>binance-future</code></td></tr>
    <tr><td>OKX (id 2)</td><td>Spot (1)</td><td>OKX spot pairs quoted in USDT</td><td><code>okx-spot</code></td></tr>
    <tr><td>OKX (id 2)</td><td>Future (3)</td><td>OKX perpetual swaps</td><td><code>okx-future</code></td></tr>
  </tbody>
</table>
<p>Every market is quoted in <strong>USDT</strong> and named as the exchange prints it, without a separator: <code>BTCUSDT</code>, <code>1000PEPEUSDT</code>. The data type <em>Margin</em> (2) exists in the reference data but no feed offers it, so it cannot be chosen. A chart's address names the feed and the market, for example <code>/core/detail/binance-future/BTCUSDT</code>.</p>
<p>A filter screens one exchange and one data type. To watch the same setup on spot and on futures, create two filters.</p>

<h2>Intervals</h2>
<table>
  <thead><tr><th>Code</th><th>Length</th><th>Who can screen it</th></tr></thead>
  <tbody>
    <tr><td><code>3m</code></td><td>3 minutes</td><td>operators and administrators</td></tr>
    <tr><td><code>5m</code></td><td>5 minutes</td><td>operators and administrators</td></tr>
    <tr><td><code>15m</code></td><td>15 minutes</td><td>every plan</td></tr>
    <tr><td><code>1h</code></td><td>1 hour</td><td>every plan</td></tr>
    <tr><td><code>4h</code></td><td>4 hours</td><td>every plan</td></tr>
    <tr><td><code>1d</code></td><td>1 day</td><td>every plan</td></tr>
    <tr><td><code>1w</code></td><td>1 week (Monday to Sunday, UTC)</td><td>every plan</td></tr>
  </tbody>
</table>
<p>Every plan, the free one included, screens filters and sends notifications on <code>15m</code>, <code>1h</code>, <code>4h</code>, <code>1d</code> and <code>1w</code>. A filter or a condition on another interval is refused with the message that the interval is not in your plan. Times are the candle's <strong>open time</strong>, in UTC on the wire and in your own time zone on screen.</p>
<aside class="callout callout-info"><p>An interval can be tracked and still have no candles yet (for example right after a market is added). The filter builder and the statistics then say that no history is stored for that interval, rather than showing an empty result that would look like "no market matches".</p></aside>

<h2>Closed and forming candles</h2>
<p>A candle is <strong>forming</strong> while its interval runs: its close, high, low and volume still change with every trade. It becomes <strong>closed</strong> when its interval ends; from then on it never changes.</p>
<ul>
  <li><strong>Charts</strong> show the forming candle live, apart from the closed ones.</li>
  <li><strong>Filters</strong>, the <strong>Matching now</strong> preview, <strong>notifications</strong> and <strong>statistics</strong> read closed candles only. A filter is evaluated when a candle closes, on that candle. A signal therefore never disappears because the price moved back before the end of the candle.</li>
  <li>A condition that reads <strong>another interval</strong> reads that interval's last candle <em>closed</em> at the moment the filter's candle closes, never a forming one. A 1h filter with a condition on <code>4h</code> reads, at 13:00, the 4h candle that closed at 12:00.</li>
</ul>

<h2>The week</h2>
<p>Weeks start on Monday 00:00 UTC. Where an exchange gives no weekly series, the week is built from the daily candles: the open of the first day, the close of the last, the highest high, the lowest low and the summed volume. A week counts as closed once its Sunday candle has closed; the week still forming is shown apart on the chart and is never screened.</p>

<h2>Indicators and warm-up</h2>
<p>Indicators are computed over each market's whole stored history, from its first candle, the same way for charts, filters and statistics. An indicator needs a number of candles before it has a value (EMA 200 needs 200 candles, for example). Until then its value is unknown, and a condition on an unknown value does not hold: a market that was just listed cannot match a filter on EMA 200 yet.</p>

<h2>Live data and late candles</h2>
<p>Candles arrive live from the exchanges' streams. After a disconnection the missing candles are fetched again (backfilled), so the history has no holes. A backfilled candle older than one interval is stored and counted in statistics, but it does not send a notification: an old signal is not news.</p>
`;

const vi = `
<p>Mọi bộ lọc, biểu đồ, thống kê và thông báo đều đọc cùng một nguồn nến: nến của một sàn, một loại dữ liệu và một khung thời gian. Trang này cho biết sản phẩm theo dõi những gì, và khi nào một cây nến được tính.</p>

<h2>Sàn và loại dữ liệu</h2>
<table>
  <thead><tr><th>Sàn</th><th>Loại dữ liệu</th><th>Là gì</th><th>Trong đường dẫn</th></tr></thead>
  <tbody>
    <tr><td>Binance (id 1)</td><td>Spot (1)</td><td>Các cặp giao ngay của Binance, định giá bằng USDT</td><td><code>binance-spot</code></td></tr>
    <tr><td>Binance (id 1)</td><td>Future (3)</td><td>Hợp đồng tương lai vĩnh cửu USD-M của Binance</td><td><code>binance-future</code></td></tr>
    <tr><td>OKX (id 2)</td><td>Spot (1)</td><td>Các cặp giao ngay của OKX, định giá bằng USDT</td><td><code>okx-spot</code></td></tr>
    <tr><td>OKX (id 2)</td><td>Future (3)</td><td>Hợp đồng hoán đổi vĩnh cửu (perpetual swap) của OKX</td><td><code>okx-future</code></td></tr>
  </tbody>
</table>
<p>Mọi thị trường đều định giá bằng <strong>USDT</strong> và được đặt tên đúng như sàn ghi, không có dấu phân cách: <code>BTCUSDT</code>, <code>1000PEPEUSDT</code>. Loại dữ liệu <em>Margin</em> (2) có trong dữ liệu gốc nhưng không có nguồn dữ liệu nào cung cấp, nên không chọn được. Địa chỉ của một biểu đồ ghi rõ nguồn và thị trường, ví dụ <code>/core/detail/binance-future/BTCUSDT</code>.</p>
<p>Mỗi bộ lọc quét một sàn và một loại dữ liệu. Muốn theo dõi cùng một thiết lập trên cả spot và futures, hãy tạo hai bộ lọc.</p>

<h2>Khung thời gian</h2>
<table>
  <thead><tr><th>Mã</th><th>Độ dài</th><th>Áp dụng cho</th></tr></thead>
  <tbody>
    <tr><td><code>3m</code></td><td>3 phút</td><td>nhân viên vận hành và quản trị viên</td></tr>
    <tr><td><code>5m</code></td><td>5 phút</td><td>nhân viên vận hành và quản trị viên</td></tr>
    <tr><td><code>15m</code></td><td>15 phút</td><td>mọi gói</td></tr>
    <tr><td><code>1h</code></td><td>1 giờ</td><td>mọi gói</td></tr>
    <tr><td><code>4h</code></td><td>4 giờ</td><td>mọi gói</td></tr>
    <tr><td><code>1d</code></td><td>1 ngày</td><td>mọi gói</td></tr>
    <tr><td><code>1w</code></td><td>1 tuần (thứ Hai đến Chủ nhật, giờ UTC)</td><td>mọi gói</td></tr>
  </tbody>
</table>
<p>Mọi gói, kể cả gói miễn phí, đều quét bộ lọc và gửi thông báo trên các khung <code>15m</code>, <code>1h</code>, <code>4h</code>, <code>1d</code> và <code>1w</code>. Bộ lọc hay điều kiện dùng khung khác sẽ bị từ chối kèm thông báo rằng khung đó không có trong gói của bạn. Thời gian luôn là <strong>thời điểm mở</strong> của nến: theo giờ UTC trong dữ liệu API, và theo múi giờ của bạn trên màn hình.</p>
<aside class="callout callout-info"><p>Một khung thời gian có thể đang được theo dõi nhưng chưa có nến nào (ví dụ ngay sau khi một thị trường được thêm vào). Khi đó trình tạo bộ lọc và phần thống kê sẽ báo rằng chưa có dữ liệu lịch sử cho khung đó, thay vì hiện một kết quả trống dễ bị hiểu nhầm là "không có thị trường nào khớp".</p></aside>

<h2>Nến đã đóng và nến đang hình thành</h2>
<p>Một cây nến <strong>đang hình thành</strong> khi khung thời gian của nó chưa kết thúc: giá đóng, giá cao, giá thấp và khối lượng còn thay đổi theo từng giao dịch. Nến trở thành <strong>đã đóng</strong> khi khung thời gian kết thúc, và từ đó không bao giờ thay đổi nữa.</p>
<ul>
  <li><strong>Biểu đồ</strong> hiển thị trực tiếp nến đang hình thành, tách riêng khỏi các nến đã đóng.</li>
  <li><strong>Bộ lọc</strong>, khung xem trước <strong>Đang khớp</strong>, <strong>thông báo</strong> và <strong>thống kê</strong> chỉ đọc nến đã đóng. Bộ lọc được đánh giá khi một nến đóng, trên chính nến đó. Vì vậy một tín hiệu không bao giờ biến mất chỉ vì giá quay đầu trước khi nến kết thúc.</li>
  <li>Điều kiện đọc <strong>một khung thời gian khác</strong> sẽ đọc nến <em>đã đóng</em> gần nhất của khung đó tại thời điểm nến của bộ lọc đóng, không bao giờ đọc nến đang hình thành. Một bộ lọc 1h có điều kiện trên khung <code>4h</code>, lúc 13:00, sẽ đọc nến 4h đã đóng lúc 12:00.</li>
</ul>

<h2>Nến tuần</h2>
<p>Tuần bắt đầu lúc 00:00 thứ Hai theo giờ UTC. Với sàn không cung cấp chuỗi nến tuần, nến tuần được dựng từ các nến ngày: giá mở của ngày đầu, giá đóng của ngày cuối, giá cao nhất, giá thấp nhất và tổng khối lượng. Một tuần được tính là đã đóng khi nến Chủ nhật của tuần đó đã đóng; tuần đang hình thành được hiển thị riêng trên biểu đồ và không bao giờ được quét.</p>

<h2>Chỉ báo và giai đoạn khởi động</h2>
<p>Các chỉ báo được tính trên toàn bộ lịch sử đã lưu của từng thị trường, từ cây nến đầu tiên, theo cùng một cách cho biểu đồ, bộ lọc và thống kê. Mỗi chỉ báo cần một số nến nhất định mới có giá trị (ví dụ EMA 200 cần 200 nến). Trước đó giá trị của nó là chưa xác định, và điều kiện trên một giá trị chưa xác định thì không đúng: một thị trường vừa niêm yết chưa thể khớp bộ lọc dùng EMA 200.</p>

<h2>Dữ liệu trực tiếp và nến đến muộn</h2>
<p>Nến được nhận trực tiếp từ luồng dữ liệu của các sàn. Sau khi mất kết nối, những nến bị thiếu được tải bù, nên lịch sử không có lỗ hổng. Một nến tải bù cũ hơn một khung thời gian vẫn được lưu và được tính trong thống kê, nhưng không gửi thông báo: tín hiệu cũ không còn là tin mới.</p>
`;

export const MARKETS: SeedItem = {
  kind: 'documentation',
  code: 'markets-exchanges-intervals',
  title: { en: 'Markets, exchanges and intervals', vi: 'Thị trường, sàn và khung thời gian' },
  summary: {
    en: 'Which exchanges, data types and intervals BITDATA tracks, which ones your plan screens, and why filters only read closed candles.',
    vi: 'BITDATA theo dõi những sàn, loại dữ liệu và khung thời gian nào, gói của bạn được quét những khung nào, và vì sao bộ lọc chỉ đọc nến đã đóng.',
  },
  body: { en, vi },
  tags: ['markets'],
  parent: null,
  order: 10,
};
