import type { Database } from '../database.ts';
import { companies, journeysToPayPages } from '../schema/index.ts';
import type { Localized } from './demo-types.ts';
import { updateIfChanged } from './upsert.ts';

/** The trips lists' page data of a white-label (GET /whitelabels/journeys/toPay/page). */
export interface ToPayPageSeed {
  primoPassantText: Localized | null;
  /** Existing article ids, in the order the page lists them. */
  articleIds: string[];
  backgroundPicture: string | null;
}

export interface CompanySeed {
  code: string;
  name: string;
}

export interface LookupsSeed {
  toPayPage: ToPayPageSeed;
  companies: readonly CompanySeed[];
}

/** The demo's page: the first-offence text, two articles about paying, the road map. */
export const demoLookups: LookupsSeed = {
  toPayPage: {
    primoPassantText: {
      fr: "C'est votre premier avis de paiement sur l'A79 : à titre exceptionnel, il ne comporte aucune indemnité forfaitaire. Réglez simplement le montant du péage. Les avis suivants seront majorés.",
      en: 'This is your first payment notice on the A79: this once, it carries no flat indemnity. Just pay the toll. Later notices will include the indemnity.',
      de: 'Dies ist Ihre erste Zahlungsaufforderung auf der A79: Ausnahmsweise enthält sie keine Pauschalentschädigung. Zahlen Sie einfach die Maut. Spätere Zahlungsaufforderungen enthalten den Zuschlag.',
      it: "Questo è il tuo primo avviso di pagamento sull'A79: per questa volta non comporta alcuna indennità forfettaria. Paga semplicemente il pedaggio. Gli avvisi successivi saranno maggiorati.",
      es: 'Este es su primer aviso de pago en la A79: por esta vez no incluye ninguna indemnización fija. Pague simplemente el peaje. Los avisos siguientes incluirán el recargo.',
    },
    articleIds: ['pay-within-72-hours', 'payment-notice-received'],
    backgroundPicture: '/media/a79/map.svg',
  },
  companies: [{ code: 'LOCA79', name: 'Loca A79' }],
};

/**
 * Upserts a white-label's lookup data: its trips-lists page and its companies. Like the other
 * seeds, a second run changes nothing (same rows, same updated_at); companies are never deleted,
 * fleets refer to them.
 */
export async function seedLookups(
  db: Database,
  whitelabelId: number,
  seed: LookupsSeed,
): Promise<void> {
  await db
    .insert(journeysToPayPages)
    .values({ whitelabelId, ...seed.toPayPage })
    .onConflictDoUpdate({
      target: journeysToPayPages.whitelabelId,
      ...updateIfChanged(journeysToPayPages, [
        'primoPassantText',
        'articleIds',
        'backgroundPicture',
      ]),
    });
  if (seed.companies.length > 0) {
    await db
      .insert(companies)
      .values(seed.companies.map((company) => ({ whitelabelId, ...company })))
      .onConflictDoUpdate({
        target: [companies.whitelabelId, companies.code],
        ...updateIfChanged(companies, ['name']),
      });
  }
}
