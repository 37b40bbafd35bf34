/** Subscription plans of spec sections 3 and 9: monthly prices, limits, and the 10% yearly saving. */
/** Time frames every plan covers; i18n keys under `timeframes`. */
export const PLAN_TIMEFRAMES = ['m15', 'h1', 'h4', 'day', 'week'] as const;
export const YEARLY_SAVING = 0.1;

export const PLANS = [
  { id: 'basic', price: 3, filters: 5, notifications: 5, pairs: 50, devices: 1 },
  { id: 'middle', price: 5, filters: 10, notifications: 10, pairs: 50, devices: 2 },
  { id: 'premium', price: 10, filters: 30, notifications: 30, pairs: 50, devices: 2 },
] as const;
