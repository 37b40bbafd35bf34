import type { SeedItem } from '../seed-item';
import { faq } from './faq-item';

/** The FAQ's statistics questions. */
export const FAQ_STATISTICS: SeedItem[] = [
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
];
