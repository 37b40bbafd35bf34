import type { FilterMatches, FilterPreviewInput } from '@bitdata/contracts/filters';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { FIELDS, MATCHES, renderScreen, serveFilters } from '../test/fixtures';
import { PreviewPanel } from './PreviewPanel';

const DRAFT: FilterPreviewInput = {
  conditionList: [{ field: 'rsi', operator: 'isLessThan', value: 30 }],
  exchangeId: 1,
  dataType: 3,
  interval: '15m',
};
/** The bundled history has no 15m candles: the server answers no market, and says why. */
const NO_15M: FilterMatches = { ...MATCHES, interval: '15m', markets: [], intervalsWithoutHistory: ['15m'] };

function preview(answer: FilterMatches, language: 'en' | 'vi' = 'en') {
  serveFilters(
    (method, path) =>
      method === 'POST' && path === '/filters/preview'
        ? { status: 200, body: { data: answer } }
        : { status: 404, body: {} },
    undefined,
    { language },
  );
  renderScreen(<PreviewPanel body={DRAFT} fields={FIELDS} />);
  return screen.getByTestId('filter-preview');
}

describe('PreviewPanel', () => {
  afterEach(() => changeLanguage('en'));

  it('says no 15m history is stored yet instead of "no market matches"', async () => {
    const panel = preview(NO_15M);
    expect(await within(panel).findByTestId('no-history-notice')).toHaveTextContent(
      'No 15m history is stored yet for Binance Future: this filter cannot match until there is. Candles arrive live when the exchange is reachable.',
    );
    expect(within(panel).queryByTestId('preview-count')).toBeNull();
    expect(panel).not.toHaveTextContent('No market matches');
  });

  it('says it in Vietnamese', async () => {
    await changeLanguage('vi');
    const panel = preview(NO_15M, 'vi');
    expect(await within(panel).findByTestId('no-history-notice')).toHaveTextContent(
      'Chưa có dữ liệu lịch sử khung 15 phút cho Binance Hợp đồng tương lai: bộ lọc này chưa thể khớp cho đến khi có dữ liệu. Nến sẽ được cập nhật trực tiếp khi kết nối được với sàn.',
    );
    expect(within(panel).queryByTestId('preview-count')).toBeNull();
  });

  it('names every interval without history, shortest first', async () => {
    const panel = preview({ ...NO_15M, intervalsWithoutHistory: ['15m', '3m'] });
    expect(await within(panel).findByTestId('no-history-notice')).toHaveTextContent(
      'No 3m and 15m history is stored yet for Binance Future',
    );
  });

  it('says no market matches when every interval the filter reads has history', async () => {
    const panel = preview({ ...MATCHES, markets: [] });
    expect(await within(panel).findByTestId('preview-count')).toHaveTextContent(
      'No market matches right now.',
    );
    expect(within(panel).queryByTestId('no-history-notice')).toBeNull();
  });

  it('names the missing interval above the markets that still match', async () => {
    const panel = preview({ ...MATCHES, intervalsWithoutHistory: ['15m'] });
    expect(await within(panel).findByTestId('no-history-notice')).toBeInTheDocument();
    expect(within(panel).getByTestId('preview-count')).toHaveTextContent('2 markets match');
    expect(within(panel).getAllByTestId('match-row')).toHaveLength(2);
  });
});
