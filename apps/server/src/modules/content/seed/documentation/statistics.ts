import type { SeedItem } from '../seed-item';
import { codeBlock } from './html';

/** The body of a start, as the page shows it: the seed's test checks it against the API. */
export const STATISTICS_REQUEST_JSON = `
{
  "filterId": "3f0c9a52-8d1e-4b7a-9a51-2f6e1c0d4b11",
  "intervals": ["1h", "4h"],
  "feePercent": 0.05,
  "sameCandle": "stopLossFirst"
}
`;
const request = codeBlock('json', STATISTICS_REQUEST_JSON);

const en = `
<p>Statistics answer one question: for every past candle on which a filter matched, what would have happened after entering? The rules below are exactly those the simulator applies. They are strict on purpose: no look-ahead, conservative when a candle is ambiguous, and the fee taken on both sides.</p>

<h2>Running statistics</h2>
<ol>
  <li>Open a filter and press <strong>Run statistics</strong>. Choose the fee per side (0.05 % by default, a common taker fee; 0 for none) and, if you like, <strong>Run on all intervals</strong>.</li>
  <li>The run is calculated in the background and its progress is shown live (markets done out of markets to do). You can run <strong>one statistic at a time</strong>: starting another while one is calculating is refused until the first one completes.</li>
  <li>When it is done, pick an interval and a take-profit / stop-loss pair to see the totals and the trades behind them.</li>
</ol>
<p>A run uses the filter as it is when you start it, over every market of its exchange and data type that has candles of the interval, on the whole stored history. If the filter has no take-profit or stop-loss, the pairs of 3, 5 and 10 % take-profit with 2, 3 and 5 % stop-loss are simulated. The public <a href="/core/statistic">Statistic</a> page shows the latest runs of the system statistic filters, which anyone may read.</p>

<h2>Signals and entries</h2>
<ul>
  <li>A <strong>signal</strong> is a closed candle on which every condition of the filter holds, computed by the same code as live screening.</li>
  <li>The trade <strong>enters at the open of the next candle</strong>. A signal on the last stored candle has no next candle and makes no trade.</li>
  <li><strong>One position at a time</strong> per market and per pair: signals are ignored while a trade is open; a signal on the candle that closed the trade is taken.</li>
  <li>Indicators are computed from each market's first stored candle; a condition on another interval reads that interval's last candle closed at the signal candle's close.</li>
</ul>

<h2>Take-profit, stop-loss and what counts as a win</h2>
<ul>
  <li>For a <strong>long</strong>: take-profit = entry × (1 + tp/100), stop-loss = entry × (1 − sl/100). For a <strong>short</strong> it is mirrored: the take-profit is below the entry, the stop-loss above.</li>
  <li>From the entry candle on, the first candle that <strong>reaches the take-profit is a win</strong>, the first that <strong>reaches the stop-loss is a loss</strong> (long: high ≥ take-profit, low ≤ stop-loss). A level touched exactly counts as reached. The exit price is the level.</li>
  <li><strong>Gaps</strong>: a candle that opens beyond a level closes the trade at its open. Opening below a long's stop-loss is a bigger loss than the stop; opening above its take-profit is a bigger win.</li>
  <li><strong>Both levels in one candle</strong> is ambiguous. By default the <strong>stop-loss counts first</strong> (a loss), the conservative rule of the usual backtesting libraries. Through the API a run may choose <code>takeProfitFirst</code>, or <code>lowerInterval</code>, which looks inside the candle with the stored candles of the nearest lower interval (a 4h candle with 1h, then 15m, 5m, 3m candles) and takes the loss where they cannot decide.</li>
  <li>A trade not decided by the last candle is <strong>open</strong>: it counts in trades and open, never in wins, losses or any rate.</li>
</ul>
<aside class="callout callout-info"><p>Win and loss are about which level was reached first. A fee never turns a win into a loss.</p></aside>

<h2>Returns and fees</h2>
<ul>
  <li>The <strong>return before fees</strong> is exactly +tp for a win and −sl for a loss, unless the exit was at a gap's open: then (exit / entry − 1) × 100 for a long, (1 − exit / entry) × 100 for a short.</li>
  <li>The fee <em>f</em> is charged on <strong>each side</strong>, in percent of the traded value: the entry pays f % of the entry value, the exit f % of the exit value. With <em>r</em> the return before fees, the <strong>net return</strong> is r − f × (2 + r/100) for a long and r − f × (2 − r/100) for a short.</li>
  <li>Example, long, take-profit 3 %, fee 0.05 %: a win nets 3 − 0.05 − 0.0515 = <strong>2.8985 %</strong>; a loss at a 2 % stop nets −2 − 0.05 − 0.049 = <strong>−2.099 %</strong>.</li>
</ul>

<h2>The figures</h2>
<table>
  <thead><tr><th>Figure</th><th>How it is computed</th></tr></thead>
  <tbody>
    <tr><td>Win rate</td><td>wins / closed trades (closed = wins + losses). With ambiguous trades it is shown as a band: every ambiguous trade lost … every ambiguous trade won.</td></tr>
    <tr><td>Average win, average loss</td><td>mean return before fees of the wins and of the losses</td></tr>
    <tr><td>Profit factor</td><td>sum of the wins' returns / sum of the losses' returns (absolute), before fees; none without losses</td></tr>
    <tr><td>Expectancy per trade</td><td>mean return of the closed trades, before fees; <strong>expectancy after fees</strong> uses the net returns</td></tr>
    <tr><td>Average length</td><td>candles from the entry candle to the deciding candle, both included</td></tr>
    <tr><td>Compounded return, maximum drawdown</td><td>an equity starting at 1, multiplied by (1 + net return / 100) for each closed trade in exit order, as if every trade took the whole capital one after another. This is a hypothetical account, not a portfolio you could hold.</td></tr>
    <tr><td>Lowest / highest price %</td><td>the lowest low and the highest high from entry to exit, relative to the entry price</td></tr>
    <tr><td>Buckets 5, 10, 15, 20, 25 %+</td><td>share of closed trades whose price moved that far in the trade's favour (run-up), or against it (drawdown), before the trade closed</td></tr>
  </tbody>
</table>

<h2>Limits of the data</h2>
<ul>
  <li>Only stored candles are read; the result names the markets whose history is shorter than the period or than an indicator's warm-up.</li>
  <li>Nothing after the deciding candle is read: cutting the data at any time leaves every trade decided before that time unchanged.</li>
  <li>For the week, markets without a weekly series use weeks built from their daily candles; a week still forming is never used.</li>
</ul>

<h2>From the API</h2>
<p><code>POST /api/core/statistics</code> starts a run and answers 202 with its id; <code>GET /api/core/statistics/{id}</code> gives its progress and, once done, its results; <code>GET /api/core/statistics/{id}/trades</code> pages through the trades of one interval and pair. The body of a start:</p>
${request}
<p><code>intervals</code> defaults to the filter's interval, <code>feePercent</code> (0 to 1) to 0.05, <code>sameCandle</code> to <code>stopLossFirst</code>; <code>from</code> and <code>to</code> (milliseconds) limit the signal candles, and <code>symbols</code> the markets.</p>
`;

const vi = `
<p>Thống kê trả lời một câu hỏi: với mỗi cây nến trong quá khứ mà bộ lọc đã khớp, điều gì sẽ xảy ra nếu vào lệnh? Các quy tắc dưới đây đúng là những quy tắc mà bộ mô phỏng áp dụng. Chúng được cố ý đặt chặt chẽ: không nhìn trước dữ liệu tương lai, thận trọng khi một cây nến không rõ ràng, và tính phí ở cả hai chiều.</p>

<h2>Chạy thống kê</h2>
<ol>
  <li>Mở một bộ lọc và nhấn <strong>Chạy thống kê</strong>. Chọn phí mỗi chiều (mặc định 0,05 %, mức phí taker phổ biến; 0 nếu không tính phí) và, nếu muốn, <strong>Chạy trên mọi khung thời gian</strong>.</li>
  <li>Lượt chạy được tính ở chế độ nền và tiến độ hiển thị trực tiếp (số thị trường đã xong trên tổng số). Mỗi lúc bạn chỉ chạy được <strong>một thống kê</strong>: bắt đầu lượt khác khi một lượt đang tính sẽ bị từ chối cho đến khi lượt đầu hoàn tất.</li>
  <li>Khi xong, chọn một khung thời gian và một cặp chốt lời / cắt lỗ để xem các chỉ số tổng hợp và các lệnh chi tiết.</li>
</ol>
<p>Lượt chạy dùng bộ lọc đúng như lúc bạn bắt đầu, trên mọi thị trường thuộc sàn và loại dữ liệu của bộ lọc có nến của khung thời gian đó, trên toàn bộ lịch sử đã lưu. Nếu bộ lọc không có mức chốt lời hay cắt lỗ nào, hệ thống mô phỏng các cặp chốt lời 3, 5 và 10 % với cắt lỗ 2, 3 và 5 %. Trang công khai <a href="/core/statistic">Thống kê</a> hiển thị các lượt chạy mới nhất của bộ lọc thống kê hệ thống, ai cũng xem được.</p>

<h2>Tín hiệu và điểm vào lệnh</h2>
<ul>
  <li><strong>Tín hiệu</strong> là một nến đã đóng mà tại đó mọi điều kiện của bộ lọc đều đúng, được tính bằng cùng đoạn mã với việc quét trực tiếp.</li>
  <li>Lệnh <strong>vào ở giá mở cửa của nến kế tiếp</strong>. Tín hiệu ở cây nến cuối cùng đã lưu không có nến kế tiếp nên không tạo lệnh.</li>
  <li><strong>Mỗi lúc một vị thế</strong> cho mỗi thị trường và mỗi cặp mức: khi một lệnh đang mở, các tín hiệu mới bị bỏ qua; tín hiệu nằm đúng ở cây nến đã đóng lệnh thì vẫn được nhận.</li>
  <li>Chỉ báo được tính từ cây nến đầu tiên đã lưu của từng thị trường; điều kiện trên khung thời gian khác đọc nến đã đóng gần nhất của khung đó tại thời điểm nến tín hiệu đóng.</li>
</ul>

<h2>Chốt lời, cắt lỗ và thế nào là một lệnh thắng</h2>
<ul>
  <li>Với lệnh <strong>mua (long)</strong>: chốt lời = giá vào × (1 + tp/100), cắt lỗ = giá vào × (1 − sl/100). Với lệnh <strong>bán (short)</strong> thì ngược lại: chốt lời nằm dưới giá vào, cắt lỗ nằm trên.</li>
  <li>Kể từ nến vào lệnh, cây nến đầu tiên <strong>chạm mức chốt lời là thắng</strong>, cây nến đầu tiên <strong>chạm mức cắt lỗ là thua</strong> (long: giá cao ≥ chốt lời, giá thấp ≤ cắt lỗ). Chạm đúng mức cũng được tính là đã chạm. Giá thoát lệnh là chính mức đó.</li>
  <li><strong>Khoảng trống giá (gap)</strong>: một cây nến mở cửa vượt qua một mức sẽ đóng lệnh ngay ở giá mở cửa. Với lệnh long, mở cửa dưới mức cắt lỗ là thua nhiều hơn mức cắt lỗ; mở cửa trên mức chốt lời là thắng nhiều hơn.</li>
  <li><strong>Chạm cả hai mức trong một cây nến</strong> là trường hợp không rõ ràng. Mặc định <strong>cắt lỗ được tính trước</strong> (thua), quy tắc thận trọng của các thư viện backtest phổ biến. Qua API, một lượt chạy có thể chọn <code>takeProfitFirst</code>, hoặc <code>lowerInterval</code>: xem bên trong cây nến bằng các nến đã lưu của khung nhỏ hơn gần nhất (nến 4h xem bằng nến 1h, rồi 15m, 5m, 3m) và tính thua khi các nến đó cũng không phân định được.</li>
  <li>Lệnh chưa được phân định đến cây nến cuối cùng là lệnh <strong>đang mở</strong>: được tính vào tổng số lệnh và số lệnh mở, không bao giờ tính vào thắng, thua hay bất kỳ tỷ lệ nào.</li>
</ul>
<aside class="callout callout-info"><p>Thắng hay thua chỉ phụ thuộc vào mức nào được chạm trước. Phí không bao giờ biến một lệnh thắng thành lệnh thua.</p></aside>

<h2>Lợi nhuận và phí</h2>
<ul>
  <li><strong>Lợi nhuận trước phí</strong> đúng bằng +tp với lệnh thắng và −sl với lệnh thua, trừ khi thoát lệnh ở giá mở cửa của một khoảng trống giá: khi đó là (giá thoát / giá vào − 1) × 100 với lệnh long, (1 − giá thoát / giá vào) × 100 với lệnh short.</li>
  <li>Phí <em>f</em> được tính ở <strong>mỗi chiều</strong>, theo phần trăm giá trị giao dịch: khi vào lệnh trả f % giá trị vào, khi thoát lệnh trả f % giá trị thoát. Với <em>r</em> là lợi nhuận trước phí, <strong>lợi nhuận ròng</strong> là r − f × (2 + r/100) với lệnh long và r − f × (2 − r/100) với lệnh short.</li>
  <li>Ví dụ, lệnh long, chốt lời 3 %, phí 0,05 %: lệnh thắng còn 3 − 0,05 − 0,0515 = <strong>2,8985 %</strong>; lệnh thua ở mức cắt lỗ 2 % là −2 − 0,05 − 0,049 = <strong>−2,099 %</strong>.</li>
</ul>

<h2>Các chỉ số</h2>
<table>
  <thead><tr><th>Chỉ số</th><th>Cách tính</th></tr></thead>
  <tbody>
    <tr><td>Tỷ lệ thắng</td><td>số lệnh thắng / số lệnh đã đóng (đã đóng = thắng + thua). Khi có lệnh không rõ ràng, tỷ lệ được hiển thị thành một khoảng: từ mức mọi lệnh không rõ ràng đều thua đến mức mọi lệnh đó đều thắng.</td></tr>
    <tr><td>Lãi trung bình, lỗ trung bình</td><td>lợi nhuận trung bình trước phí của các lệnh thắng và của các lệnh thua</td></tr>
    <tr><td>Hệ số lợi nhuận (profit factor)</td><td>tổng lợi nhuận của lệnh thắng / tổng lỗ của lệnh thua (giá trị tuyệt đối), trước phí; không có nếu không có lệnh thua</td></tr>
    <tr><td>Kỳ vọng mỗi lệnh</td><td>lợi nhuận trung bình của các lệnh đã đóng, trước phí; <strong>kỳ vọng sau phí</strong> dùng lợi nhuận ròng</td></tr>
    <tr><td>Độ dài trung bình</td><td>số nến từ nến vào lệnh đến nến phân định, tính cả hai đầu</td></tr>
    <tr><td>Lợi nhuận gộp, sụt giảm tối đa</td><td>một tài khoản bắt đầu từ 1, nhân với (1 + lợi nhuận ròng / 100) cho mỗi lệnh đã đóng theo thứ tự thoát lệnh, như thể mỗi lệnh dùng toàn bộ vốn, lệnh này nối tiếp lệnh kia. Đây là một tài khoản giả định, không phải danh mục có thể nắm giữ thật.</td></tr>
    <tr><td>% giá thấp nhất / cao nhất</td><td>giá thấp nhất và giá cao nhất từ lúc vào đến lúc thoát lệnh, so với giá vào</td></tr>
    <tr><td>Các nhóm 5, 10, 15, 20, 25 %+</td><td>tỷ lệ lệnh đã đóng có giá chạy được chừng đó theo hướng có lợi (run-up), hoặc ngược hướng (drawdown), trước khi lệnh đóng</td></tr>
  </tbody>
</table>

<h2>Giới hạn của dữ liệu</h2>
<ul>
  <li>Chỉ đọc các nến đã lưu; kết quả ghi rõ những thị trường có lịch sử ngắn hơn giai đoạn chạy hoặc ngắn hơn thời gian khởi động của một chỉ báo.</li>
  <li>Không đọc bất cứ gì sau cây nến phân định: cắt dữ liệu tại bất kỳ thời điểm nào cũng không làm thay đổi các lệnh đã được phân định trước thời điểm đó.</li>
  <li>Với khung tuần, thị trường không có chuỗi nến tuần sẽ dùng nến tuần dựng từ nến ngày; tuần đang hình thành không bao giờ được dùng.</li>
</ul>

<h2>Từ API</h2>
<p><code>POST /api/core/statistics</code> bắt đầu một lượt chạy và trả về 202 kèm mã của nó; <code>GET /api/core/statistics/{id}</code> cho biết tiến độ và, khi xong, kết quả; <code>GET /api/core/statistics/{id}/trades</code> trả về từng trang các lệnh của một khung thời gian và một cặp mức. Nội dung yêu cầu bắt đầu:</p>
${request}
<p><code>intervals</code> mặc định là khung của bộ lọc, <code>feePercent</code> (từ 0 đến 1) mặc định 0,05, <code>sameCandle</code> mặc định <code>stopLossFirst</code>; <code>from</code> và <code>to</code> (mili giây) giới hạn các nến tín hiệu, còn <code>symbols</code> giới hạn các thị trường.</p>
`;

export const STATISTICS: SeedItem = {
  kind: 'documentation',
  code: 'statistics',
  title: { en: 'How statistics are computed', vi: 'Cách tính thống kê' },
  summary: {
    en: 'The exact backtest rules: entry at the next open, take-profit and stop-loss, what counts as a win, fees on both sides and how every figure is computed.',
    vi: 'Quy tắc backtest chính xác: vào lệnh ở giá mở của nến kế tiếp, chốt lời và cắt lỗ, thế nào là thắng, phí hai chiều và cách tính từng chỉ số.',
  },
  body: { en, vi },
  tags: ['statistics'],
  parent: null,
  order: 30,
};
