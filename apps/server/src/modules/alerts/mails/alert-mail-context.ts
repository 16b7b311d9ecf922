import type { Language } from '@portico/contract';
import { formatCountry } from '../../../shared/formats.ts';
import { type MailTexts, mailTexts } from '../../mail/texts/mail-texts.ts';

/** What every alert e-mail says of its sender and its vehicle. */
export interface AlertMailContext {
  /** The subscription's language: every word and format of the e-mail. */
  language: Language;
  /** The white-label's name (the frame's title and signature). */
  operatorName: string;
  /** Where its links point (mail/links.ts mailOrigin). */
  origin: string;
  /** As stored (normalised). */
  plate: string;
  countryCode: string;
}

/** An alert proper (passage, deadline, notice): the address it goes to, and how to stop it. */
export interface AlertUnsubscribe {
  email: string;
  /** The signed one-click token of the address (unsubscribe-token.ts). */
  oneClickToken: string;
}

/** The context's texts and the values every alert text may name. */
export function alertWords(context: AlertMailContext): {
  texts: MailTexts;
  common: { operator: string; plate: string; country: string };
} {
  return {
    texts: mailTexts[context.language],
    common: {
      operator: context.operatorName,
      plate: context.plate,
      country: formatCountry(context.countryCode, context.language),
    },
  };
}
