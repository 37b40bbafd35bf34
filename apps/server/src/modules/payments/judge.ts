import { PAYMENT_REASONS as R } from '@bitdata/contracts';
import type { Observation } from './chains/chain';

/** The invoice facts a transfer is judged against. */
export interface InvoiceTerms {
  /** exact amount in the token's decimals */
  amountUnits: bigint;
  token: string;
  payTo: string;
  requiredConfirmations: number;
  createdAt: number;
  expiresAt: number;
}

export type Verdict =
  | { outcome: 'credit'; logIndex: number; value: bigint; confirmations: number }
  /** may still succeed: check again on the next round */
  | {
      outcome: 'held';
      reason: 'notFound' | 'confirmations' | 'reorg' | 'chainUnavailable';
      confirmations?: number;
    }
  /** this transfer is not this invoice's: the invoice stays open for another one */
  | {
      outcome: 'refused';
      reason: 'reverted' | 'wrongChain' | 'wrongToken' | 'wrongRecipient' | 'beforeInvoice' | 'alreadyUsed';
    }
  /** ours, final, but not exactly as invoiced: an operator decides */
  | {
      outcome: 'review';
      reason: 'amountMismatch' | 'late';
      logIndex: number;
      value: bigint;
      confirmations: number;
    };

/**
 * The one set of rules for every network. A transfer credits an invoice only when it succeeded, was
 * emitted by the allowlisted token contract, pays our address the invoice's exact amount, was made
 * after the invoice was created and before it expired, has the required confirmations, and was in
 * the same block when read twice. The exact amount is what ties a public transaction to one invoice:
 * anyone can copy a hash from an explorer, so any other amount goes to an operator, never credited.
 */
export function judge(terms: InvoiceTerms, seen: Observation): Verdict {
  if (!seen.found) {
    if (seen.reason === 'wrongChain') return { outcome: 'refused', reason: R.wrongChain };
    return { outcome: 'held', reason: seen.reason };
  }
  if (!seen.success) return { outcome: 'refused', reason: R.reverted };
  const ofToken = seen.transfers.filter((t) => t.token === terms.token);
  if (ofToken.length === 0) return { outcome: 'refused', reason: R.wrongToken };
  const toUs = ofToken.filter((t) => t.to === terms.payTo);
  if (toUs.length === 0) return { outcome: 'refused', reason: R.wrongRecipient };
  if (seen.blockTime < terms.createdAt) return { outcome: 'refused', reason: R.beforeInvoice };
  if (seen.confirmations < terms.requiredConfirmations)
    return { outcome: 'held', reason: R.confirmations, confirmations: seen.confirmations };
  if (!seen.stable) return { outcome: 'held', reason: R.reorg, confirmations: seen.confirmations };
  const exact = toUs.find((t) => t.value === terms.amountUnits);
  const transfer = exact ?? toUs[0];
  if (!transfer) return { outcome: 'refused', reason: R.wrongRecipient };
  const facts = { logIndex: transfer.logIndex, value: transfer.value, confirmations: seen.confirmations };
  if (!exact) return { outcome: 'review', reason: R.amountMismatch, ...facts };
  if (seen.blockTime > terms.expiresAt) return { outcome: 'review', reason: R.late, ...facts };
  return { outcome: 'credit', ...facts };
}
