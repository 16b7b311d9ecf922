import { gateText, type Journey } from '@portico/contract';
import { formatDateTime, formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';

/** The trips a claim is about, one line each: date, entry and exit, amount. */
export function ClaimedJourneys({ journeys }: { journeys: readonly Journey[] }) {
  const language = useLanguage();
  return (
    <ul>
      {journeys.map((journey) => (
        <li key={journey.id} data-journey-id={journey.id}>
          {formatDateTime(journey.date, language)}, {gateText(journey.in)}
          {journey.out ? ` → ${gateText(journey.out)}` : ''},{' '}
          {formatMoney(journey.totalPrice, language)}
        </li>
      ))}
    </ul>
  );
}
