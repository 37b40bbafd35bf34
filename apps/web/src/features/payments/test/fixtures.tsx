import { type Grants, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import type { PaymentDetail, Plan, PlansResponse } from '@bitdata/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { TransportResponse } from '../../../api/client';
import { type Handler, installApi, renderWithApp, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';

const feature = (en: string, isAvailable = true) => ({ en, vi: `${en} (vi)`, isAvailable });

const plan = (code: Plan['code'], role: string, monthly: string, yearly: string, filters: number): Plan => ({
  code,
  role,
  monthlyPrice: monthly,
  yearlyPrice: yearly,
  monthlyPriceWithTax: monthly,
  yearlyPriceWithTax: yearly,
  saleOff: '0.1',
  caption: { en: 'Save 10 % with yearly billing', vi: 'Tiết kiệm 10 % khi trả theo năm' },
  labelAction: code === 'member' ? { en: '', vi: '' } : { en: `Choose ${code}`, vi: `Chọn ${code}` },
  features: [feature(`${filters} market filters`), feature('Telegram alerts', code !== 'basic')],
  limits: {
    filterLimit: filters,
    notificationLimit: code === 'member' ? 0 : filters,
    deviceLimit: 1,
    intervals: ['15m', '1h'],
  },
  forSale: code !== 'member',
});

/** GET /plans as the server answers it: the free plan and the three paid ones, BSC offered. */
export const plansAnswer = (overrides: Partial<PlansResponse['data']> = {}): PlansResponse['data'] => ({
  plans: [
    plan('member', 'member', '0', '0', 1),
    plan('basic', 'basic', '3', '32.4', 5),
    plan('middle', 'midium', '5', '54', 10),
    plan('premium', 'premium', '10', '108', 30),
  ],
  taxRate: '0',
  coin: 'USDT',
  networks: [
    { network: 'bsc', coin: 'USDT', address: '0xPAYTO', tokenContract: '0xUSDT', confirmations: 15 },
    { network: 'tron', coin: 'USDT', address: 'TPAYTO', tokenContract: 'TUSDT', confirmations: 1 },
  ],
  settingsHelp: { bsc: ['CHAIN_BSC_RPC_URL', 'PAY_TO_BSC'], tron: ['PAY_TO_TRON'] },
  currentPlan: null,
  ...overrides,
});

export const PAYMENT_ID = '11111111-2222-4333-8444-555555555555';

export const paymentDetail = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  paymentId: PAYMENT_ID,
  userId: 'u1',
  plan: 'basic',
  role: 'basic',
  months: 1,
  network: 'bsc',
  coin: 'USDT',
  amount: '3.007',
  address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  tokenContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  status: 'awaitingTransfer',
  reason: null,
  txHash: null,
  binanceId: null,
  receivedAmount: null,
  confirmations: null,
  requiredConfirmations: 15,
  createdAt: Date.UTC(2026, 10, 23, 10),
  expiresAt: Date.now() + 30 * 60_000,
  watchUntil: Date.now() + 24 * 3_600_000,
  completedAt: null,
  startsAt: null,
  endsAt: null,
  audit: [],
  ...overrides,
});

const { view, viewAll, create, edit } = PERMISSION_LEVEL;
export const MEMBER: Grants = { [RESOURCE.payment]: [view, create] };
export const OPERATOR: Grants = { [RESOURCE.payment]: [view, viewAll, edit] };

/**
 * A signed-in user and a fake server: `routes` answers the payment calls; /auth/me answers
 * `me()` (so a test can hand out the role a completed payment gave).
 */
export function servePayments(
  routes: Handler,
  {
    grants = MEMBER,
    role = 'member' as const,
    language = 'en' as const,
    me,
  }: { grants?: Grants; role?: 'member'; language?: 'en' | 'vi'; me?: () => unknown } = {},
) {
  const user = testUser({ grants, role, language });
  saveSession({ accessToken: 'member-token', user }, true);
  return installApi((method, path, init): TransportResponse => {
    if (path === '/auth/me') return { status: 200, body: { data: me ? me() : user } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
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
