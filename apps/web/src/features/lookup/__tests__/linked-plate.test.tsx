import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { captchaStatus, plateSet, serveLookups } from './lookup-api.ts';

const plateBox = () => screen.getByRole('textbox', { name: 'Numero di targa' });
const countryBox = () => screen.getByRole('combobox', { name: 'Paese di immatricolazione' });

async function openForm(query: string) {
  const view = renderApp(`/it/form/payment${query}`);
  await screen.findByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' }, { timeout: 5000 });
  return view;
}

// The passage alert e-mail links to the plate's lookup: /{lang}/form/payment?plate=&country=.
describe("form/payment from a link's plate", () => {
  it('starts with the plate and country of the link, over the stored one, and searches it', async () => {
    localStorage.setItem('form/plate', JSON.stringify({ licensePlate: 'GD302AA', country: 'FR' }));
    const { queries } = serveLookups({ body: plateSet });
    const { user, router } = await openForm('?plate=GD301AA&country=it');
    expect(plateBox()).toHaveValue('GD301AA');
    expect(countryBox()).toHaveValue('Italia');
    await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'Cerca i viaggi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(queries[0]?.get('plate')).toBe('GD301AA');
    expect(queries[0]?.get('country')).toBe('IT');
  });

  it('gives France for a country that is not a plate country', async () => {
    serveLookups({ body: plateSet });
    await openForm('?plate=AB123CD&country=XX');
    expect(plateBox()).toHaveValue('AB123CD');
    expect(countryBox()).toHaveValue('Francia');
  });

  it('keeps the stored plate when the link has none', async () => {
    localStorage.setItem('form/plate', JSON.stringify({ licensePlate: 'GD302AA', country: 'IT' }));
    serveLookups({ body: plateSet });
    await openForm('?country=FR');
    expect(plateBox()).toHaveValue('GD302AA');
    expect(countryBox()).toHaveValue('Italia');
  });
});
