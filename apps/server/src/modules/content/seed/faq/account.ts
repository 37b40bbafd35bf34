import type { SeedItem } from '../seed-item';
import { faq } from './faq-item';

/** The FAQ's account questions. */
export const FAQ_ACCOUNT: SeedItem[] = [
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
