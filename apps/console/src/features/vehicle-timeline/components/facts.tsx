import type { ReactNode } from 'react';

/** One fact of a card: its label and value; a null value is left out, not shown empty. */
export type Fact = readonly [label: string, value: ReactNode | null];

/** A card's facts as a description list: two columns on a desk, one under the other on a phone. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
