/**
 * What the simulators remember of the payments they settled through their hosted pages, so that
 * the server-to-server calls (refund, inquiry) can be answered as the platforms would: a refund of
 * an unknown transaction, or of more than was captured less refunded, is refused. Memory only, and
 * bounded: the oldest payments are forgotten first (a development server or a bench run).
 */

export interface SimulatedRefund {
  /** Paybox: the refund's NUMTRANS; Axepta: its XID. */
  readonly id: string;
  readonly amountCents: number;
  /** Paybox REFERENCE / Axepta ReqID of the call. */
  readonly key: string;
}

export interface SimulatedPayment {
  /** Paybox: NUMAPPEL; Axepta: the payment's TransID. */
  readonly secondary: string;
  readonly amountCents: number;
  readonly refunds: SimulatedRefund[];
}

export const MAX_REMEMBERED_PAYMENTS = 50_000;

export class SimulatorLedger {
  private readonly payments = new Map<string, SimulatedPayment>();
  private readonly refundIds = new Map<string, string>();

  /** A settled payment, by Paybox NUMTRANS or Axepta PayID. */
  remember(id: string, secondary: string, amountCents: number): void {
    if (this.payments.size >= MAX_REMEMBERED_PAYMENTS) {
      const oldest = this.payments.keys().next().value;
      if (oldest !== undefined) this.payments.delete(oldest);
    }
    this.payments.set(id, { secondary, amountCents, refunds: [] });
  }

  payment(id: string): SimulatedPayment | undefined {
    return this.payments.get(id);
  }

  refundedCents(payment: SimulatedPayment): number {
    return payment.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  }

  addRefund(paymentId: string, refund: SimulatedRefund): void {
    this.payments.get(paymentId)?.refunds.push(refund);
    this.refundIds.set(refund.id, paymentId);
  }

  /** The payment a refund's own id belongs to (a Paybox inquiry on the refund's NUMTRANS). */
  paymentOfRefund(refundId: string): string | undefined {
    return this.refundIds.get(refundId);
  }
}
