import { eq, sql } from 'drizzle-orm';
import type { PaymentSettings } from '../../modules/payments/settings.ts';
import type { Database } from '../database.ts';
import { whitelabels } from '../schema/index.ts';

/**
 * The demo operator's payment settings: every method on but ESSO, which shows the "method
 * unavailable" modal with the operator's text (the card PSP follows CARD_PSP).
 */
export const demoPaymentSettings: PaymentSettings = {
  methods: {
    ESSO: {
      enabled: false,
      unavailableMessage: {
        fr: 'Les cartes ESSO ne sont plus acceptées en ligne. Utilisez une carte bancaire ou une autre carte carburant.',
        en: 'ESSO cards are no longer accepted online. Please use a bank card or another fuel card.',
        de: 'ESSO-Karten werden online nicht mehr angenommen. Bitte nutzen Sie eine Bankkarte oder eine andere Tankkarte.',
        it: 'Le carte ESSO non sono più accettate online. Utilizza una carta bancaria o un’altra carta carburante.',
        es: 'Las tarjetas ESSO ya no se aceptan en línea. Utilice una tarjeta bancaria u otra tarjeta de carburante.',
      },
    },
  },
};

/** Writes the payments key of the white-label's settings, leaving the other keys alone. */
export async function seedPaymentSettings(
  db: Pick<Database, 'update'>,
  whitelabelId: number,
  settings: PaymentSettings,
): Promise<void> {
  await db
    .update(whitelabels)
    .set({
      settings: sql`jsonb_set(${whitelabels.settings}, '{payments}', ${JSON.stringify(settings)}::jsonb)`,
    })
    .where(eq(whitelabels.id, whitelabelId));
}
