import type { StatisticDetail } from '@bitdata/contracts/statistics';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import { RunWarnings } from './RunWarnings';

const NO_15M: StatisticDetail['warnings'] = [{ interval: '15m', code: 'noMarkets', count: 0, symbols: [] }];

describe('RunWarnings', () => {
  afterEach(() => changeLanguage('en'));

  it('says why an interval has no result and what brings its candles', () => {
    renderWithApp(<RunWarnings warnings={NO_15M} />);
    expect(screen.getByTestId('run-warnings')).toHaveTextContent(
      '15m: no history stored yet on this exchange; candles arrive live when the exchange is reachable.',
    );
  });

  it('says it in Vietnamese', async () => {
    await changeLanguage('vi');
    renderWithApp(<RunWarnings warnings={NO_15M} />);
    expect(screen.getByTestId('run-warnings')).toHaveTextContent(
      '15 phút: sàn này chưa lưu dữ liệu lịch sử; nến sẽ được cập nhật trực tiếp khi kết nối được với sàn.',
    );
  });
});
