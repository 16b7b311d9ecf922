import type { Language } from '@portico/contract';
import { formatWholeMoney } from './receipt-formats.ts';
import type { OperatorLegal } from './operator-legal.ts';
import type { ReceiptTexts } from './receipt-texts.ts';

/** "912345675" -> "912 345 675"; a SIRET's NIC follows as one group: "912 345 675 00017". */
function groupSiren(digits: string): string {
  const siren = digits.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1 ');
  return digits.length > 9 ? `${siren} ${digits.slice(9)}` : siren;
}

/**
 * The issuer's identity block, one printed line each, as French invoices state it: legal name,
 * legal form and share capital, registered office, SIREN with the registry (RCS and its city),
 * SIRET when given, and the intra-EU VAT number.
 */
export function issuerLines(legal: OperatorLegal, texts: ReceiptTexts, language: Language) {
  return [
    legal.legalName,
    texts.legalForm(legal.legalForm, formatWholeMoney(legal.shareCapitalCents, language)),
    ...legal.address,
    `SIREN ${groupSiren(legal.siren)} · ${legal.registry}`,
    ...(legal.siret ? [`SIRET ${groupSiren(legal.siret)}`] : []),
    `${texts.vatNumber} ${legal.vatNumber}`,
  ];
}
