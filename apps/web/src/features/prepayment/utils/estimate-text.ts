import type { Language } from '@portico/contract';
import { formatMoney } from '../../../lib/formats.ts';
import type { MessageKey, Translate } from '../../../lib/i18n.ts';
import type { Estimate } from '../api/use-estimate.ts';

/**
 * What the estimate line says: `untilChosen` while the gates are not all chosen, then the wait,
 * the price, or "Errore" when the price call failed (spec 001).
 */
export function estimateText(
  estimate: Estimate,
  untilChosen: MessageKey,
  t: Translate,
  language: Language,
): string {
  switch (estimate.state) {
    case 'none':
      return t(untilChosen);
    case 'pending':
      return t('prepayment.estimating');
    case 'failed':
      return t('prepayment.priceError');
    case 'priced':
      return formatMoney(estimate.total, language);
  }
}
