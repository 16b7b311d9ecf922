import type { MessageKey } from '../../../lib/messages.ts';

/**
 * The codes the console has words for; any other is shown as the server sends it (a new stage
 * or status reads as its code rather than as nothing).
 */
const stageTexts: Record<string, MessageKey> = {
  due: 'timeline.stage.due',
  notice: 'timeline.stage.notice',
  infraction: 'timeline.stage.infraction',
  imported: 'timeline.stage.imported',
  omp: 'timeline.stage.omp',
  paid: 'timeline.stage.paid',
  cancelled: 'timeline.stage.cancelled',
};

const tripStatusTexts: Record<string, MessageKey> = {
  TERMINE: 'timeline.tripStatus.TERMINE',
  EN_COURS: 'timeline.tripStatus.EN_COURS',
};

const paymentStatusTexts: Record<string, MessageKey> = {
  OPEN: 'timeline.paymentStatus.OPEN',
  PENDING: 'timeline.paymentStatus.PENDING',
  SUCCEED: 'timeline.paymentStatus.SUCCEED',
  DUPLICATED: 'timeline.paymentStatus.DUPLICATED',
  REJECTED: 'timeline.paymentStatus.REJECTED',
  CANCELLED: 'timeline.paymentStatus.CANCELLED',
};

type Translate = (key: MessageKey) => string;

function textOf(table: Record<string, MessageKey>, t: Translate, code: string): string {
  return Object.hasOwn(table, code) ? t(table[code] as MessageKey) : code;
}

export const stageText = (t: Translate, code: string) => textOf(stageTexts, t, code);
export const tripStatusText = (t: Translate, code: string) => textOf(tripStatusTexts, t, code);
export const paymentStatusText = (t: Translate, code: string) =>
  textOf(paymentStatusTexts, t, code);

/** The stages on which a trip may still be cancelled or given more time (the server decides). */
export function tripIsOpen(stage: string | null): boolean {
  return stage === 'due' || stage === 'notice' || stage === 'infraction' || stage === 'imported';
}
