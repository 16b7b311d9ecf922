import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@portico/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import { aJourney } from '../__tests__/journeys.ts';
import { JourneyRow } from './journey-row.tsx';

// Issue 10 item 10: the Italian copy keeps the spec's French "Trajet en cours"; a screen reader
// must read it as French, so it carries lang="fr" there and nowhere it is the page's language.
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

describe('journey row: the language of the ongoing text', () => {
  it('marks the French words of the Italian page as French', async () => {
    await renderOngoingRow('it');
    expect(screen.getByText('Trajet en cours')).toHaveAttribute('lang', 'fr');
  });

  it.each([
    ['fr', 'Trajet en cours'],
    ['en', 'Journey in progress'],
    ['de', 'Fahrt läuft'],
    ['es', 'Trayecto en curso'],
  ] as const)('in %s the text is the page language: no lang of its own', async (language, text) => {
    await renderOngoingRow(language);
    // The words sit in the exit's own text, without an element (and a lang) of their own.
    expect(screen.getByText(new RegExp(`${text}$`))).not.toHaveAttribute('lang');
  });
});
