import type { PaymentRefunds, Refund, RefundDecision, RefundList } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { StaffActor } from '../staff/guard.ts';
import { decideRefund } from './approve-refund.ts';
import { presentRefund, type ListedRefund } from './presenter.ts';
import type { RefundsDeps } from './refunds-context.ts';
import { findPayment } from '../payments/repository.ts';
import { listRefunds, type RefundRow, refundTotals } from './refunds-repository.ts';
import { runRefundJob } from './refund-job.ts';
import { refundableCents, tookMoney } from './refund-rules.ts';
import { requestRefund, type RefundRequest } from './request-refund.ts';

export interface RefundsService {
  /** A person of the finance desk refunds a payment, whole or in part (approved at once). */
  request(actor: StaffActor, request: RefundRequest): Promise<Refund>;
  decide(
    actor: StaffActor,
    refundId: number,
    decision: RefundDecision,
    reason: string,
  ): Promise<Refund>;
  list(
    actor: StaffActor,
    query: { view: 'waiting' | 'history'; before?: number | undefined; limit: number },
  ): Promise<RefundList>;
  ofPayment(actor: StaffActor, paymentId: string): Promise<PaymentRefunds>;
  /** One run of the refund job (the scheduler's, or a test's). */
  run(now: Date, options?: { whitelabelId?: number }): Promise<number>;
}

export function createRefundsService(deps: RefundsDeps & { clock: () => Date }): RefundsService {
  const { db, clock } = deps;

  /** The attempt with its payment's reference, plate and amount, as the lists show it. */
  const listed = async (actor: StaffActor, row: RefundRow): Promise<Refund> => {
    const [found] = await listRefunds(db, actor.whitelabelId, {
      paymentId: row.paymentId,
      before: row.id + 1,
      limit: 1,
    });
    if (!found) throw new Error(`refund ${row.id} vanished`);
    return presentRefund(found);
  };

  return {
    async request(actor, request) {
      return listed(actor, await requestRefund(deps, actor, request, clock()));
    },
    async decide(actor, refundId, decision, reason) {
      return listed(actor, await decideRefund(deps, actor, refundId, decision, reason, clock()));
    },
    async list(actor, { view, before, limit }) {
      const rows: ListedRefund[] = await listRefunds(db, actor.whitelabelId, {
        waiting: view === 'waiting',
        ...(before === undefined ? {} : { before }),
        limit: limit + 1,
      });
      const shown = rows.slice(0, limit);
      const last = rows.length > limit ? rows[limit - 1] : undefined;
      return { refunds: shown.map(presentRefund), next: last ? String(last.id) : null };
    },
    async ofPayment(actor, paymentId) {
      const payment = await findPayment(db, actor.whitelabelId, paymentId);
      if (!payment) throw new AppError(404, 'payment_not_found');
      const totals = await refundTotals(db, payment.id);
      const rows = await listRefunds(db, actor.whitelabelId, { paymentId, limit: 100 });
      return {
        paymentId: payment.id,
        amountCents: payment.amountCents,
        refundedCents: totals.refundedCents,
        refundableCents:
          tookMoney(payment) && totals.unfinishedCents === 0
            ? refundableCents(payment.amountCents, totals.refundedCents)
            : 0,
        refunds: rows.map(presentRefund),
      };
    },
    run: (now, options) => runRefundJob(deps, now, options),
  };
}
