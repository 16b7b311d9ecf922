import type { PspServerToServers } from '../../src/modules/payments/psp/direct/factory.ts';
import type {
  RefundAnswer,
  RefundCall,
  RefundLookup,
} from '../../src/modules/payments/psp/server-to-server.ts';

/**
 * What the fake PSP does with the next refund call: refund and answer (accept), say no (refuse),
 * lose the call before acting (lose), refund but lose the answer (lose-after-acting), or throw.
 */
export type RefundStep = 'accept' | 'refuse' | 'lose' | 'lose-after-acting' | 'throw';
/** The next lookup: answer from what it holds, or lose the answer. */
export type LookupStep = 'answer' | 'unknown';

/**
 * An in-process PSP behind the server-to-server port, for the refund job's logic only (the
 * protocol adapters and their simulator are tested on their own): it holds the refunds it made by
 * attempt key, as a PSP does, and counts every time money moved, so a test sees a double refund
 * even where the real PSP's idempotency would have hidden it.
 */
export function fakeRefundPsp() {
  const held = new Map<string, { amountCents: number; pspTransaction: string }>();
  const moneyMoved = new Map<string, number>();
  const calls: { kind: 'refund' | 'find'; attemptKey: string; amountCents: number }[] = [];
  const refundSteps: RefundStep[] = [];
  const lookupSteps: LookupStep[] = [];
  let gate: Promise<void> | null = null;
  let counter = 0;

  const act = (call: RefundCall) => {
    moneyMoved.set(call.attemptKey, (moneyMoved.get(call.attemptKey) ?? 0) + 1);
    const known = held.get(call.attemptKey);
    if (known) return known;
    counter += 1;
    const made = { amountCents: call.amountCents, pspTransaction: `RF${counter}` };
    held.set(call.attemptKey, made);
    return made;
  };

  const port: PspServerToServers = {
    available: () => true,
    async refund(call): Promise<RefundAnswer> {
      calls.push({ kind: 'refund', attemptKey: call.attemptKey, amountCents: call.amountCents });
      const step = refundSteps.shift() ?? 'accept';
      if (gate) await gate;
      switch (step) {
        case 'refuse':
          return { kind: 'refused', code: '00021' };
        case 'lose':
          return { kind: 'unknown', cause: 'timeout' };
        case 'throw':
          throw new Error('socket hang up');
        case 'lose-after-acting':
          act(call);
          return { kind: 'unknown', cause: 'timeout' };
        case 'accept':
          return { kind: 'accepted', pspTransaction: act(call).pspTransaction, code: '00000' };
      }
    },
    async findRefund(call): Promise<RefundLookup> {
      calls.push({ kind: 'find', attemptKey: call.attemptKey, amountCents: call.amountCents });
      if ((lookupSteps.shift() ?? 'answer') === 'unknown') {
        return { kind: 'unknown', cause: 'unreachable' };
      }
      const found = held.get(call.attemptKey);
      return found ? { kind: 'done', pspTransaction: found.pspTransaction } : { kind: 'none' };
    },
  };

  return {
    port,
    calls,
    moneyMoved,
    /** The next calls' behaviour, in order; past them, refunds are accepted and lookups answer. */
    script(refunds: readonly RefundStep[], lookups: readonly LookupStep[] = []) {
      refundSteps.push(...refunds);
      lookupSteps.push(...lookups);
    },
    /** Holds every refund call until the returned function is called. */
    hold(): () => void {
      let open = () => {};
      gate = new Promise<void>((resolve) => {
        open = () => {
          gate = null;
          resolve();
        };
      });
      return open;
    },
    reset() {
      calls.length = 0;
      refundSteps.length = 0;
      lookupSteps.length = 0;
    },
  };
}

export type FakeRefundPsp = ReturnType<typeof fakeRefundPsp>;
