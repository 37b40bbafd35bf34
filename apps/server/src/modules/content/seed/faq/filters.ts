import type { SeedItem } from '../seed-item';
import { faq } from './faq-item';

/** The FAQ's filters questions. */
export const FAQ_FILTERS: SeedItem[] = [
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
];
