import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { FilterField, FilterMatches } from '@bitdata/contracts/filters';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { TransportResponse } from '../../../api/client';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';

const COMPARE = [
  'equals',
  'isNotEquals',
  'isGreaterThan',
  'isGreaterThanOrEqual',
  'isLessThan',
  'isLessThanOrEqual',
] as const;
const CROSS = ['crossesAbove', 'crossesBelow'] as const;

const field = (
  name: string,
  group: string,
  valueKind: string,
  kind: FilterField['kind'],
  operators: FilterField['operators'],
  en: string,
  vi: string,
  [label_en, label_vi]: [string, string],
  codes: Record<string, number> | null = null,
  codeLabels: FilterField['codeLabels'] = null,
): FilterField => ({
  name,
  group,
  valueKind,
  kind,
  operators,
  codes,
  codeLabels,
  name_en: en,
  name_vi: vi,
  label_en,
  label_vi,
  description_en: `${en} description`,
  description_vi: `${vi} mô tả`,
});

/** A slice of GET /filters/fields: two oscillators, two prices, a code and a flag. */
export const FIELDS: FilterField[] = [
  field('close', 'candle', 'price', 'number', [...COMPARE, ...CROSS], 'Close', 'Giá đóng cửa', [
    'Close',
    'Giá đóng',
  ]),
  field(
    'color',
    'candle',
    'code',
    'code',
    ['equals', 'isNotEquals', 'in', 'notIn'],
    'Candle colour',
    'Màu nến',
    ['Colour', 'Màu nến'],
    { green: 1, red: 2 },
    { green: { en: 'green', vi: 'xanh' }, red: { en: 'red', vi: 'đỏ' } },
  ),
  field('rsi', 'momentum', 'oscillator', 'number', [...COMPARE, ...CROSS], 'RSI 14', 'RSI 14 (vi)', [
    'RSI(14)',
    'RSI(14)',
  ]),
  field(
    'rsiMa',
    'momentum',
    'oscillator',
    'number',
    [...COMPARE, ...CROSS],
    'RSI average',
    'Trung bình RSI',
    ['RSI MA(14)', 'TB RSI(14)'],
  ),
  field('ema200', 'trend', 'price', 'number', [...COMPARE, ...CROSS], 'EMA 200', 'EMA 200 (vi)', [
    'EMA(200)',
    'EMA(200)',
  ]),
  field('hammer', 'pattern', 'flag', 'flag', ['equals', 'isNotEquals'], 'Hammer', 'Búa', [
    'Hammer',
    'Nến búa',
  ]),
];

export const MATCHES: FilterMatches = {
  exchangeId: 1,
  dataType: 3,
  interval: '1h',
  markets: [
    {
      symbol: 'ETHUSDT',
      candleTime: Date.UTC(2025, 2, 14, 9),
      values: [{ index: 0, field: 'rsi', operator: 'isLessThan', matched: true, left: 41.5 }],
    },
    {
      symbol: 'BTCUSDT',
      candleTime: Date.UTC(2025, 2, 14, 9),
      values: [{ index: 0, field: 'rsi', operator: 'isLessThan', matched: true, left: 28.25 }],
    },
  ],
  intervalsWithoutHistory: [],
};

const { view, create, edit, delete: remove } = PERMISSION_LEVEL;
export const MEMBER: Grants = { [RESOURCE.filter]: [view, create, edit, remove] };

/** A signed-in member and a fake server: `routes` answers the filter calls, the rest is the session's. */
export function serveFilters(
  routes: Handler,
  grants: Grants = MEMBER,
  member: Parameters<typeof testUser>[0] = {},
) {
  const user = testUser({ ...member, grants });
  saveSession({ accessToken: 'member-token', user }, true);
  return installApi((method, path, init): TransportResponse => {
    if (path === '/auth/me') return { status: 200, body: { data: user } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    if (path === '/filters/fields') return { status: 200, body: { data: FIELDS } };
    return routes(method, path, init);
  });
}

export const renderScreen = (ui: ReactElement, at?: { path: string; route: string }) =>
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
    at,
  );
