import { escapeHtml, formatAmount, hiddenInputs, renderPage } from './html.ts';
import { TEST_CARDS } from './test-cards.ts';

/** The two pages each simulator shows: the card form, and the refusal of a bad request. */

export interface CardPageInput {
  readonly prefix: string;
  readonly psp: string;
  /** Where the form posts (the simulator's `.../pay`). */
  readonly action: string;
  /** The merchant's reference for this payment, shown to the buyer. */
  readonly reference: string;
  readonly amountCents: number;
  readonly currency?: string;
  /** The request's fields, carried as hidden inputs so that `.../pay` re-verifies them. */
  readonly hidden: readonly (readonly [string, string])[];
}

/** Names of the card fields: never PBX_ nor Axepta names, so they cannot mix with signed fields. */
export const CARD_FIELDS = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvv: 'cardCvv',
  action: 'action',
} as const;

function testCardsTable(): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr><td>${escapeHtml(card.pan)}</td><td>${escapeHtml(card.description)}</td></tr>`,
  ).join('\n');
  return `<section aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Cartes de test</h2>
<table>
<caption>Numéros à saisir et résultat simulé</caption>
<thead><tr><th scope="col">Numéro</th><th scope="col">Résultat</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="hint">Tout autre numéro valide (clé de Luhn) est accepté ; un numéro invalide est refusé (00004). La date d'expiration et le cryptogramme ne sont pas vérifiés.</p>
</section>`;
}

export function renderCardPage(input: CardPageInput): string {
  const body = `<h1>Paiement par carte</h1>
<dl class="summary">
<dt>Commande</dt><dd>${escapeHtml(input.reference)}</dd>
<dt>Montant</dt><dd>${escapeHtml(formatAmount(input.amountCents, input.currency))}</dd>
</dl>
<form method="post" action="${escapeHtml(input.action)}">
${hiddenInputs(input.hidden)}
<div class="field">
<label for="card-number">Numéro de carte</label>
<input id="card-number" name="${CARD_FIELDS.number}" type="text" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-number-hint">
<p id="card-number-hint" class="hint">Par exemple 4111 1111 1111 1111 (voir les cartes de test ci-dessous).</p>
</div>
<div class="field">
<label for="card-expiry">Date d'expiration (MM/AA)</label>
<input id="card-expiry" name="${CARD_FIELDS.expiry}" type="text" inputmode="numeric" autocomplete="cc-exp">
</div>
<div class="field">
<label for="card-cvv">Cryptogramme visuel (CVV)</label>
<input id="card-cvv" name="${CARD_FIELDS.cvv}" type="text" inputmode="numeric" autocomplete="cc-csc">
</div>
<div class="actions">
<button type="submit" class="primary" name="${CARD_FIELDS.action}" value="pay">Payer</button>
<button type="submit" class="secondary" name="${CARD_FIELDS.action}" value="cancel" formnovalidate>Annuler</button>
</div>
</form>
${testCardsTable()}`;
  return renderPage({ prefix: input.prefix, psp: input.psp, title: 'Paiement par carte', body });
}

/** The page a refused request gets (bad signature, unknown shop): HTTP 200, as the PSPs answer. */
export function renderRefusalPage(prefix: string, psp: string, message: string): string {
  const body = `<h1>Paiement impossible</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`;
  return renderPage({ prefix, psp, title: 'Paiement impossible', body });
}
