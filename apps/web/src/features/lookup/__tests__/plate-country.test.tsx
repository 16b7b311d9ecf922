import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { plateSet, serveLookups } from './lookup-api.ts';

// Issue 26 item 2: the plate country started as France on every page, so an Italian plate was
// searched as French on the Italian page and found nothing.
async function countryOnForm(language: string): Promise<HTMLElement> {
  serveLookups({ body: plateSet });
  const view = renderApp(`/${language}/form/payment`);
  const country = await screen.findByRole('combobox', {}, { timeout: 10_000 });
  return Object.assign(country, { view });
}

describe('form/payment: the plate country it starts with', () => {
  it.each([
    ['it', 'Italia'],
    ['de', 'Deutschland'],
    ['es', 'España'],
    ['fr', 'France'],
    // English names no country: the operator's default, France.
    ['en', 'France'],
  ])('on the %s page: %s', async (language, name) => {
    expect(await countryOnForm(language)).toHaveValue(name);
  });

  it('keeps the country last chosen, searched or not', async () => {
    serveLookups({ body: plateSet });
    const first = renderApp('/it/form/payment');
    const country = await screen.findByRole(
      'combobox',
      { name: 'Paese di immatricolazione' },
      { timeout: 10_000 },
    );
    await first.user.clear(country);
    await first.user.type(country, 'germ');
    await first.user.keyboard('{Enter}');
    expect(country).toHaveValue('Germania');
    expect(JSON.parse(localStorage.getItem('form/plateCountry') ?? 'null')).toBe('DE');
    first.unmount();

    renderApp('/it/form/payment');
    expect(
      await screen.findByRole(
        'combobox',
        { name: 'Paese di immatricolazione' },
        { timeout: 10_000 },
      ),
    ).toHaveValue('Germania');
  });

  it('a stored lookup keeps its own plate and country', async () => {
    serveLookups({ body: plateSet });
    localStorage.setItem('form/plateCountry', JSON.stringify('DE'));
    localStorage.setItem('form/plate', JSON.stringify({ licensePlate: 'GD302AA', country: 'ES' }));
    renderApp('/it/form/payment');
    expect(
      await screen.findByRole(
        'combobox',
        { name: 'Paese di immatricolazione' },
        { timeout: 10_000 },
      ),
    ).toHaveValue('Spagna');
    expect(screen.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue('GD302AA');
  });
});
