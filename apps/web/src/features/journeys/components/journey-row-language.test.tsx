import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@portico/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aJourney } from '../__tests__/journeys.ts';
import { JourneyRow } from './journey-row.tsx';

// Issue 26 item 4: the Italian page read "Uscita Trajet en cours", the spec's French quote kept in
// the Italian locale. Each page now says that the exit is not known yet in its own language.
const ongoing = aJourney({ status: 'EN_COURS', completed: false, out: null });

async function renderOngoingRow(language: Language) {
  await renderWithProviders(
    <ul>
      <JourneyRow
        journey={ongoing}
        mode="travels"
        checked={false}
        enabled
        hasRentalDates={false}
        now={new Date('2026-03-10T10:00:00+01:00')}
        onToggle={() => undefined}
      />
    </ul>,
    { language },
  );
}

describe('journey row: the exit of an ongoing trip, in the page language', () => {
  it.each([
    ['it', 'Uscita non ancora registrata (viaggio in corso)'],
    ['fr', 'Sortie pas encore enregistrée (trajet en cours)'],
    ['en', 'Exit not recorded yet (trip in progress)'],
    ['de', 'Ausfahrt noch nicht erfasst (Fahrt läuft)'],
    ['es', 'Salida aún no registrada (trayecto en curso)'],
  ] as const)('in %s it reads "%s"', async (language, text) => {
    await renderOngoingRow(language);
    expect(screen.getByText(text)).not.toHaveAttribute('lang');
  });

  it.each(['it', 'en', 'de', 'es'] as const)('no French words on the %s page', async (language) => {
    await renderOngoingRow(language);
    expect(screen.queryByText(/Trajet en cours/i)).toBeNull();
  });
});
