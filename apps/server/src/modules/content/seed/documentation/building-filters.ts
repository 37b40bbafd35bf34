import type { SeedItem } from '../seed-item';
import { codeBlock } from './html';

const example1Json = `
{
  "name": "RSI oversold above EMA 200",
  "entryType": "long",
  "exchangeId": 1,
  "dataType": 3,
  "interval": "4h",
  "conditionList": [
    { "field": "rsi", "operator": "isLessThan", "value": 30 },
    { "field": "close", "operator": "isGreaterThan", "value": { "field": "ema200" } }
  ],
  "takeProfits": [3, 5],
  "stoplosses": [2],
  "notify": true
}
`;

const example2Json = `
{
  "name": "EMA 9 crosses above EMA 20",
  "entryType": "long",
  "exchangeId": 1,
  "dataType": 1,
  "interval": "1h",
  "conditionList": [
    { "field": "ema9", "operator": "crossesAbove", "value": { "field": "ema20" } },
    { "field": "volumeChange", "operator": "isGreaterThan", "value": 150 }
  ]
}
`;

const example3Json = `
{
  "name": "1h RSI turn in a 4h uptrend",
  "entryType": "long",
  "exchangeId": 1,
  "dataType": 3,
  "interval": "1h",
  "conditionList": [
    { "field": "rsi", "operator": "crossesAbove", "value": 30 },
    {
      "field": "close",
      "interval": "4h",
      "operator": "isGreaterThan",
      "value": { "field": "ema200", "interval": "4h" }
    },
    { "field": "superTrendSignal", "interval": "1d", "operator": "equals", "value": "up" }
  ]
}
`;

const example4Json = `
{
  "conditionList": [
    { "field": "close", "operator": "isLessThan", "value": { "field": "bbLower" } },
    {
      "anyOf": [
        { "field": "patternHammer", "operator": "equals", "value": true },
        { "field": "patternBullishEngulfing", "operator": "equals", "value": true },
        { "field": "pattern", "operator": "contains", "value": "morningStar" }
      ]
    },
    { "field": "consecutiveDown", "operator": "in", "value": [2, 3] }
  ]
}
`;

const example1 = codeBlock('json', example1Json);
const example2 = codeBlock('json', example2Json);
const example3 = codeBlock('json', example3Json);
const example4 = codeBlock('json', example4Json);

/** The examples as the API takes them: the seed's test checks each against the filter model. */
export const FILTER_EXAMPLES_JSON = [example1Json, example2Json, example3Json, example4Json];

const en = `
<p>A filter is your trading setup written as conditions. On every closed candle of its interval, the screener checks each market of the filter's exchange and data type, and the market <em>matches</em> when all the conditions hold. This page explains the parts of a condition and walks through four complete examples.</p>

<h2>What a filter is made of</h2>
<table>
  <thead><tr><th>Part</th><th>In the builder</th><th>In the API</th></tr></thead>
  <tbody>
    <tr><td>Name and titles</td><td>Name, Title (English), Title (Vietnamese)</td><td><code>name</code>, <code>titleEn</code>, <code>titleVi</code></td></tr>
    <tr><td>Direction</td><td>Entry: Long or Short</td><td><code>entryType</code>: <code>long</code> or <code>short</code></td></tr>
    <tr><td>Markets</td><td>Exchange and data type</td><td><code>exchangeId</code> (Binance 1, OKX 2), <code>dataType</code> (Spot 1, Future 3)</td></tr>
    <tr><td>Interval</td><td>Interval</td><td><code>interval</code>: <code>15m</code>, <code>1h</code>, <code>4h</code>, <code>1d</code>, <code>1w</code> (and <code>3m</code>, <code>5m</code> for staff)</td></tr>
    <tr><td>Conditions</td><td>Conditions (up to 20)</td><td><code>conditionList</code></td></tr>
    <tr><td>Targets for statistics</td><td>Take profit (%), Stop loss (%)</td><td><code>takeProfits</code>, <code>stoplosses</code>: up to 10 percentages each, above 0 and at most 1000</td></tr>
    <tr><td>Screening</td><td>Screen this filter on every closed candle</td><td><code>active</code></td></tr>
    <tr><td>Notifications</td><td>Notify me when a market starts matching; when a market stops matching; cooldown</td><td><code>notify</code>, <code>notifyOnLeave</code>, <code>cooldownCandles</code></td></tr>
  </tbody>
</table>

<h2>A condition: field, operator, value</h2>
<p>Each condition reads one <strong>field</strong> (an indicator, a candle value, a pattern), applies an <strong>operator</strong> and compares with a <strong>value</strong>. The value is either:</p>
<ul>
  <li>a <strong>constant</strong>: a number (<code>30</code>), a code by name or number (<code>"green"</code> or <code>1</code> for the candle colour), <code>true</code> or <code>false</code> for a pattern flag, or a list for <em>is one of</em> / <em>is none of</em> (up to 100 values);</li>
  <li>or <strong>another field</strong> (<code>{ "field": "ema200" }</code>): close above EMA 200, DI+ above DI-. Only fields of the same unit compare: a price with a price, an oscillator with an oscillator. Comparing RSI with the close price is refused, because the numbers mean different things.</li>
</ul>
<p>The operators are <em>equals</em>, <em>is not</em>, <em>is above</em>, <em>is at or above</em>, <em>is below</em>, <em>is at or below</em>, <em>is one of</em>, <em>is none of</em>, <em>contains pattern</em>, <em>crosses above</em> and <em>crosses below</em>. Which ones a field accepts depends on its kind; the <a href="/documentation/filter-fields">list of fields</a> shows them for each field.</p>

<h3>Crosses</h3>
<p><strong>crosses above</strong> holds on the candle where the field is strictly above the other side, while on the previous candle it was below it or touching it. <strong>crosses below</strong> is the mirror. The other side can be a constant (RSI crossing above 30) or another field (EMA 9 crossing above EMA 20). A cross is true on one candle only: the next candle, the field is simply above.</p>

<h3>AND and OR</h3>
<p>All rows must hold (AND). To accept alternatives, join a row with <strong>OR</strong> to the row above: the rows joined by OR form a group that holds when any of them holds. In the API a group is <code>{ "anyOf": [ ... ] }</code> with up to 10 conditions.</p>

<h3>A second timeframe</h3>
<p>Every condition has an <strong>Interval</strong>, the filter's own by default. Choose another one to read that interval's last <em>closed</em> candle at the moment the filter's candle closes: a 1h filter can ask that the 4h close is above the 4h EMA 200. When you compare with another field, that field has its own interval too, and it is also the filter's interval unless you choose one: for "4h close above 4h EMA 200", set 4h on both sides.</p>

<h3>Unknown values</h3>
<p>When a value is unknown (an indicator still warming up on a young market, the futures top-trader ratios on a spot market), the condition does not hold. A filter never matches on missing data.</p>

<h2>Example 1: RSI below 30 and close above EMA 200 on 4h</h2>
<p>A pullback in an uptrend: the 4h RSI(14) is oversold while the price stays above its 200-candle EMA.</p>
<ol>
  <li>Interval <code>4h</code>, exchange Binance, data type Future, entry Long.</li>
  <li>Condition 1: field <strong>RSI(14)</strong>, operator <strong>is below</strong>, value <code>30</code>.</li>
  <li>Condition 2: field <strong>Close</strong>, operator <strong>is above</strong>, compare with the field <strong>EMA(200)</strong>.</li>
  <li>Take profit 3 and 5, stop loss 2: the statistics will simulate the pairs 3/2 and 5/2.</li>
</ol>
<p>The same filter as the body of <code>POST /api/core/filters</code>:</p>
${example1}
<p>When a market matches, its reading says why, with the values at that candle, for example <code>RSI(14) 28.41 &lt; 30</code> and <code>Close 71,160.5 &gt; EMA(200) 69,800.2</code>.</p>

<h2>Example 2: EMA 9 crossing above EMA 20</h2>
<p>A classic short-term momentum signal, kept only when the volume confirms it (this candle's volume above 150 % of the previous one):</p>
<ol>
  <li>Interval <code>1h</code>, Binance Spot, entry Long.</li>
  <li>Condition 1: <strong>EMA(9)</strong> <strong>crosses above</strong> the field <strong>EMA(20)</strong>.</li>
  <li>Condition 2: <strong>Volume vs previous</strong> <strong>is above</strong> <code>150</code>.</li>
</ol>
${example2}
<aside class="callout callout-info"><p>The moving averages available are SMA 9, 20 and 52 and EMA 9, 12, 20, 26, 52, 100 and 200. There is no EMA 21: EMA 20 is the closest. For the MACD cross, compare the field <strong>MACD(12,26)</strong> with <strong>MACD signal(9)</strong>.</p></aside>

<h2>Example 3: a second timeframe</h2>
<p>Enter on the 1h chart when RSI turns up from oversold, but only while the 4h trend is up and the daily SuperTrend points up:</p>
<ol>
  <li>Interval <code>1h</code>, Binance Future, entry Long.</li>
  <li>Condition 1: <strong>RSI(14)</strong> <strong>crosses above</strong> <code>30</code> (the filter's interval, 1h).</li>
  <li>Condition 2: interval <strong>4h</strong>, <strong>Close</strong> <strong>is above</strong> the field <strong>EMA(200)</strong> with its interval set to <strong>4h</strong> as well.</li>
  <li>Condition 3: interval <strong>1d</strong>, <strong>SuperTrend(10,3) direction</strong> <strong>equals</strong> <code>up</code>.</li>
</ol>
${example3}
<p>At the close of the 13:00 hourly candle, condition 2 reads the 4h candle that closed at 12:00 and condition 3 the daily candle that closed at 00:00 UTC. Every interval the filter reads must be in your plan.</p>

<h2>Example 4: alternatives, patterns and lists</h2>
<p>Close below the lower Bollinger band, with a bullish reversal pattern (a hammer, a bullish engulfing or a morning star), after two or three red candles in a row:</p>
${example4}
<p>A pattern can be asked in two ways: its own flag field (<code>patternHammer</code> equals <code>true</code>) or the pattern set (<code>pattern</code> contains <code>"hammer"</code>). Pattern names are read loosely: <code>morningStar</code>, <code>morning_star</code> and <code>MorningStar</code> are the same.</p>

<h2>Check before you save</h2>
<ul>
  <li>The <strong>Matching now</strong> panel evaluates the unsaved filter on the last closed candles (<code>POST /api/core/filters/preview</code>). It says so when an interval you read has no stored history yet.</li>
  <li>A wrong condition is refused with its number, for example an operator the field does not accept, an unknown pattern or two fields of different units.</li>
  <li>Your plan limits how many filters you keep and how many of them notify; when a limit is reached the builder offers the plans page.</li>
</ul>
`;

const vi = `
<p>Bộ lọc là thiết lập giao dịch của bạn được viết thành các điều kiện. Ở mỗi nến đóng thuộc khung thời gian của bộ lọc, hệ thống kiểm tra từng thị trường của sàn và loại dữ liệu đã chọn, và một thị trường được coi là <em>khớp</em> khi mọi điều kiện đều đúng. Trang này giải thích các thành phần của một điều kiện và đi qua bốn ví dụ hoàn chỉnh.</p>

<h2>Một bộ lọc gồm những gì</h2>
<table>
  <thead><tr><th>Thành phần</th><th>Trong trình tạo bộ lọc</th><th>Trong API</th></tr></thead>
  <tbody>
    <tr><td>Tên và tiêu đề</td><td>Tên, Tiêu đề (tiếng Anh), Tiêu đề (tiếng Việt)</td><td><code>name</code>, <code>titleEn</code>, <code>titleVi</code></td></tr>
    <tr><td>Hướng giao dịch</td><td>Vào lệnh: Mua (long) hoặc Bán (short)</td><td><code>entryType</code>: <code>long</code> hoặc <code>short</code></td></tr>
    <tr><td>Thị trường</td><td>Sàn và loại dữ liệu</td><td><code>exchangeId</code> (Binance 1, OKX 2), <code>dataType</code> (Spot 1, Future 3)</td></tr>
    <tr><td>Khung thời gian</td><td>Khung thời gian</td><td><code>interval</code>: <code>15m</code>, <code>1h</code>, <code>4h</code>, <code>1d</code>, <code>1w</code> (thêm <code>3m</code>, <code>5m</code> cho nhân viên vận hành)</td></tr>
    <tr><td>Điều kiện</td><td>Điều kiện (tối đa 20)</td><td><code>conditionList</code></td></tr>
    <tr><td>Mục tiêu cho thống kê</td><td>Chốt lời (%), Cắt lỗ (%)</td><td><code>takeProfits</code>, <code>stoplosses</code>: mỗi loại tối đa 10 mức phần trăm, lớn hơn 0 và không quá 1000</td></tr>
    <tr><td>Quét</td><td>Lọc ở mỗi nến đóng</td><td><code>active</code></td></tr>
    <tr><td>Thông báo</td><td>Báo cho tôi khi một thị trường bắt đầu khớp; khi không còn khớp; thời gian chờ</td><td><code>notify</code>, <code>notifyOnLeave</code>, <code>cooldownCandles</code></td></tr>
  </tbody>
</table>

<h2>Một điều kiện: trường, toán tử, giá trị</h2>
<p>Mỗi điều kiện đọc một <strong>trường</strong> (một chỉ báo, một giá trị của nến, một mô hình nến), áp dụng một <strong>toán tử</strong> và so sánh với một <strong>giá trị</strong>. Giá trị đó có thể là:</p>
<ul>
  <li>một <strong>hằng số</strong>: một con số (<code>30</code>), một mã theo tên hoặc theo số (<code>"green"</code> hoặc <code>1</code> cho màu nến), <code>true</code> hoặc <code>false</code> cho cờ mô hình nến, hoặc một danh sách cho <em>là một trong</em> / <em>không thuộc</em> (tối đa 100 giá trị);</li>
  <li>hoặc <strong>một trường khác</strong> (<code>{ "field": "ema200" }</code>): giá đóng cửa trên EMA 200, DI+ trên DI-. Chỉ các trường cùng đơn vị mới so sánh được với nhau: giá với giá, dao động với dao động. So sánh RSI với giá đóng cửa sẽ bị từ chối, vì hai con số mang ý nghĩa khác nhau.</li>
</ul>
<p>Các toán tử gồm <em>bằng</em>, <em>khác</em>, <em>lớn hơn</em>, <em>lớn hơn hoặc bằng</em>, <em>nhỏ hơn</em>, <em>nhỏ hơn hoặc bằng</em>, <em>là một trong</em>, <em>không thuộc</em>, <em>có mô hình</em>, <em>cắt lên trên</em> và <em>cắt xuống dưới</em>. Mỗi trường chấp nhận những toán tử nào tùy vào loại của nó; <a href="/documentation/filter-fields">danh sách các trường</a> ghi rõ cho từng trường.</p>

<h3>Giao cắt</h3>
<p><strong>cắt lên trên</strong> đúng ở cây nến mà tại đó trường nằm hẳn trên phía còn lại, trong khi ở nến trước nó nằm dưới hoặc chạm đúng phía đó. <strong>cắt xuống dưới</strong> là trường hợp ngược lại. Phía còn lại có thể là một hằng số (RSI cắt lên trên 30) hoặc một trường khác (EMA 9 cắt lên trên EMA 20). Giao cắt chỉ đúng trên một cây nến: sang nến sau, trường đơn giản là đang nằm trên.</p>

<h3>VÀ và HOẶC</h3>
<p>Mọi dòng đều phải đúng (VÀ). Để chấp nhận các phương án thay thế, hãy nối một dòng với dòng phía trên bằng <strong>HOẶC</strong>: các dòng nối bằng HOẶC tạo thành một nhóm, nhóm đúng khi bất kỳ dòng nào trong đó đúng. Trong API, một nhóm là <code>{ "anyOf": [ ... ] }</code> với tối đa 10 điều kiện.</p>

<h3>Khung thời gian thứ hai</h3>
<p>Mỗi điều kiện có một <strong>Khung thời gian</strong>, mặc định là khung của bộ lọc. Chọn khung khác để đọc nến <em>đã đóng</em> gần nhất của khung đó tại thời điểm nến của bộ lọc đóng: một bộ lọc 1h có thể yêu cầu giá đóng cửa 4h nằm trên EMA 200 của khung 4h. Khi so sánh với một trường khác, trường đó cũng có khung thời gian riêng, và nó cũng là khung của bộ lọc nếu bạn không chọn: với điều kiện "giá đóng 4h trên EMA 200 khung 4h", hãy đặt 4h cho cả hai phía.</p>

<h3>Giá trị chưa xác định</h3>
<p>Khi một giá trị chưa xác định (chỉ báo còn đang khởi động trên một thị trường mới, hoặc tỷ lệ top trader của futures trên thị trường spot), điều kiện sẽ không đúng. Bộ lọc không bao giờ khớp dựa trên dữ liệu bị thiếu.</p>

<h2>Ví dụ 1: RSI dưới 30 và giá đóng cửa trên EMA 200 ở khung 4h</h2>
<p>Một nhịp điều chỉnh trong xu hướng tăng: RSI(14) khung 4h ở vùng quá bán trong khi giá vẫn nằm trên đường EMA 200.</p>
<ol>
  <li>Khung thời gian <code>4h</code>, sàn Binance, loại dữ liệu Future, vào lệnh Mua (long).</li>
  <li>Điều kiện 1: trường <strong>RSI(14)</strong>, toán tử <strong>nhỏ hơn</strong>, giá trị <code>30</code>.</li>
  <li>Điều kiện 2: trường <strong>Giá đóng</strong>, toán tử <strong>lớn hơn</strong>, so sánh với trường <strong>EMA(200)</strong>.</li>
  <li>Chốt lời 3 và 5, cắt lỗ 2: phần thống kê sẽ mô phỏng hai cặp 3/2 và 5/2.</li>
</ol>
<p>Cũng bộ lọc đó, viết thành nội dung của <code>POST /api/core/filters</code>:</p>
${example1}
<p>Khi một thị trường khớp, phần giải thích cho biết lý do, kèm các giá trị tại cây nến đó, ví dụ <code>RSI(14) 28,41 &lt; 30</code> và <code>Giá đóng 71.160,5 &gt; EMA(200) 69.800,2</code>.</p>

<h2>Ví dụ 2: EMA 9 cắt lên trên EMA 20</h2>
<p>Một tín hiệu động lượng ngắn hạn quen thuộc, chỉ giữ lại khi khối lượng xác nhận (khối lượng nến này trên 150 % so với nến trước):</p>
<ol>
  <li>Khung thời gian <code>1h</code>, Binance Spot, vào lệnh Mua (long).</li>
  <li>Điều kiện 1: <strong>EMA(9)</strong> <strong>cắt lên trên</strong> trường <strong>EMA(20)</strong>.</li>
  <li>Điều kiện 2: <strong>Khối lượng so với nến trước</strong> <strong>lớn hơn</strong> <code>150</code>.</li>
</ol>
${example2}
<aside class="callout callout-info"><p>Các đường trung bình hiện có: SMA 9, 20, 52 và EMA 9, 12, 20, 26, 52, 100, 200. Không có EMA 21: EMA 20 là đường gần nhất. Để bắt giao cắt MACD, hãy so sánh trường <strong>MACD(12,26)</strong> với <strong>Tín hiệu MACD(9)</strong>.</p></aside>

<h2>Ví dụ 3: khung thời gian thứ hai</h2>
<p>Vào lệnh trên khung 1h khi RSI bật lên khỏi vùng quá bán, nhưng chỉ khi xu hướng khung 4h đang tăng và SuperTrend khung ngày đang hướng lên:</p>
<ol>
  <li>Khung thời gian <code>1h</code>, Binance Future, vào lệnh Mua (long).</li>
  <li>Điều kiện 1: <strong>RSI(14)</strong> <strong>cắt lên trên</strong> <code>30</code> (theo khung của bộ lọc, 1h).</li>
  <li>Điều kiện 2: khung <strong>4h</strong>, <strong>Giá đóng</strong> <strong>lớn hơn</strong> trường <strong>EMA(200)</strong>, với khung thời gian của trường này cũng đặt là <strong>4h</strong>.</li>
  <li>Điều kiện 3: khung <strong>1d</strong>, <strong>Xu hướng SuperTrend(10,3)</strong> <strong>bằng</strong> <code>up</code> (tăng).</li>
</ol>
${example3}
<p>Khi nến 1h lúc 13:00 đóng, điều kiện 2 đọc nến 4h đã đóng lúc 12:00, còn điều kiện 3 đọc nến ngày đã đóng lúc 00:00 UTC. Mọi khung thời gian mà bộ lọc đọc đều phải nằm trong gói của bạn.</p>

<h2>Ví dụ 4: phương án thay thế, mô hình nến và danh sách</h2>
<p>Giá đóng cửa dưới dải Bollinger dưới, có một mô hình đảo chiều tăng (nến búa, nhấn chìm tăng hoặc sao mai), sau hai hoặc ba nến giảm liên tiếp:</p>
${example4}
<p>Có hai cách hỏi về một mô hình nến: dùng trường cờ riêng của nó (<code>patternHammer</code> bằng <code>true</code>) hoặc dùng tập mô hình (<code>pattern</code> có mô hình <code>"hammer"</code>). Tên mô hình được đọc linh hoạt: <code>morningStar</code>, <code>morning_star</code> và <code>MorningStar</code> là như nhau.</p>

<h2>Kiểm tra trước khi lưu</h2>
<ul>
  <li>Khung <strong>Đang khớp</strong> đánh giá bộ lọc chưa lưu trên các nến đã đóng gần nhất (<code>POST /api/core/filters/preview</code>). Khung này sẽ báo nếu một khung thời gian bạn dùng chưa có dữ liệu lịch sử.</li>
  <li>Điều kiện sai sẽ bị từ chối kèm số thứ tự của nó, ví dụ toán tử mà trường không chấp nhận, tên mô hình không tồn tại hoặc hai trường khác đơn vị.</li>
  <li>Gói của bạn giới hạn số bộ lọc được giữ và số bộ lọc được gửi thông báo; khi chạm giới hạn, trình tạo bộ lọc sẽ dẫn bạn tới trang các gói.</li>
</ul>
`;

export const BUILDING_FILTERS: SeedItem = {
  kind: 'documentation',
  code: 'building-filters',
  title: { en: 'Building filters', vi: 'Xây dựng bộ lọc' },
  summary: {
    en: 'How a filter’s conditions work (operators, crosses, OR groups, a second timeframe) with four worked examples you can copy into the builder or the API.',
    vi: 'Cách các điều kiện của bộ lọc hoạt động (toán tử, giao cắt, nhóm HOẶC, khung thời gian thứ hai) kèm bốn ví dụ đầy đủ để dùng trong trình tạo bộ lọc hoặc qua API.',
  },
  body: { en, vi },
  tags: ['filters'],
  parent: null,
  order: 20,
};
