import { gateText, type Language, totalPrice } from '@portico/contract';
import type { MailFact } from '../../mail/layout.ts';
import type { MailTexts } from '../../mail/texts/mail-texts.ts';
import { fillText } from '../../mail/texts/mail-texts.ts';
import { formatMoney, formatParisDateTime } from '../../../shared/formats.ts';
import { dueDeadlineOf } from '../../journeys/due-deadline.ts';
import type { GateNamer } from '../../lookups/domain.ts';
import type { JourneyRow } from './alert-mail-rows.ts';

/** A journey as its alert e-mails state it, each value written in the e-mail's language. */
export interface JourneyFacts {
  plate: string;
  entry: string;
  /** The exit gate, or "trip in progress" while the vehicle has not left. */
  exit: string;
  /** When it began (its first passage), dd/MM/yy HH:mm in Paris time. */
  date: string;
  vehicleClass: string;
  /** The toll, VAT included. */
  price: string;
  /** The end of the time to pay before a notice (last passage + the payment window + time granted). */
  deadline: string;
  /** Toll + indemnity - already paid: what a notice asks for. */
  amount: string;
  indemnity: string;
}

/** The facts of a priced journey; gates by place and number ("Deux-Chaises (34)"). */
export function journeyFacts(
  journey: JourneyRow,
  gate: GateNamer,
  language: Language,
  texts: MailTexts['journey'],
): JourneyFacts {
  const ttc = journey.ttcCents ?? 0;
  return {
    plate: journey.plate,
    entry: gateText(gate(journey.inGate)),
    exit: journey.outGate === null ? texts.noExitYet : gateText(gate(journey.outGate)),
    date: formatParisDateTime(journey.firstPassageAt, language),
    vehicleClass: fillText(texts.classValue, { class: String(journey.vehicleClass) }),
    price: formatMoney(ttc, language),
    deadline: formatParisDateTime(dueDeadlineOf(journey), language),
    amount: formatMoney(
      totalPrice({
        ttcPrice: ttc,
        indemnity: journey.indemnityCents,
        alreadyPaid: journey.alreadyPaidCents,
      }),
      language,
    ),
    indemnity: formatMoney(journey.indemnityCents, language),
  };
}

/** The table of a journey's facts: the vehicle, where and when, its class and its price. */
export function journeyFactRows(facts: JourneyFacts, texts: MailTexts['journey']): MailFact[] {
  return [
    { label: texts.plate, value: facts.plate },
    { label: texts.entry, value: facts.entry },
    { label: texts.exit, value: facts.exit },
    { label: texts.date, value: facts.date },
    { label: texts.vehicleClass, value: facts.vehicleClass },
  ];
}
