import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { billingCountryCodes, plateCountryCodes, type PlateCountryCode } from '@portico/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { CountrySelector } from './country-selector.tsx';
import {
  countryFlagUrl,
  filterCountries,
  plateCountryOptions,
} from './country-selector-options.ts';

function Harness({ onChange }: { onChange: (code: PlateCountryCode) => void }) {
  const [value, setValue] = useState<PlateCountryCode>('FR');
  return (
    <form>
      <CountrySelector
        label="Paese di immatricolazione"
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
      />
      <button type="submit">Invia</button>
    </form>
  );
}

async function renderSelector(language: 'it' | 'fr' = 'it') {
  const onChange = vi.fn();
  const view = await renderWithProviders(<Harness onChange={onChange} />, { language });
  const combobox = screen.getByRole('combobox', { name: 'Paese di immatricolazione' });
  return { ...view, onChange, combobox };
}

describe('plate country options', () => {
  it('names every plate country in the language and sorts them by name', () => {
    const options = plateCountryOptions('it');
    expect(options.find((option) => option.code === 'DE')?.name).toBe('Germania');
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
    expect(plateCountryOptions('fr').find((option) => option.code === 'DE')?.name).toBe(
      'Allemagne',
    );
  });

  it('filters by name, ignoring case and accents, or by code', () => {
    const options = plateCountryOptions('de');
    expect(filterCountries(options, 'osterr').map((option) => option.code)).toEqual(['AT']);
    expect(filterCountries(plateCountryOptions('it'), 'de').map((option) => option.code)).toContain(
      'DE',
    );
    expect(filterCountries(options, 'zzz')).toEqual([]);
  });

  it('lists the names that start with the text first', () => {
    const names = filterCountries(plateCountryOptions('it'), 'ger').map((option) => option.name);
    expect(names).toEqual(['Germania', 'Algeria']);
  });
});

describe('country selector', () => {
  it('shows France by default, collapsed', async () => {
    const { combobox } = await renderSelector();
    expect(combobox).toHaveValue('Francia');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('filters while typing and picks with the arrows and Enter, emitting the code', async () => {
    const { user, combobox, onChange } = await renderSelector();
    await user.clear(combobox);
    await user.type(combobox, 'ital');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Italia']);
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('IT');
    expect(combobox).toHaveValue('Italia');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown at the selected country and moves with the arrows', async () => {
    const { user, combobox, onChange } = await renderSelector();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    const selected = screen.getByRole('option', { name: 'Francia' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', selected.id);
    await user.keyboard('{ArrowDown}{Enter}');
    const names = plateCountryOptions('it').map((option) => option.name);
    const next = names[names.indexOf('Francia') + 1];
    expect(combobox).toHaveValue(next);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('restores the selected name on Escape and on leaving the field', async () => {
    const { user, combobox, onChange } = await renderSelector();
    await user.clear(combobox);
    await user.type(combobox, 'spa');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('Francia');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox, 'xyz');
    expect(screen.getByText('Nessun paese trovato')).toBeVisible();
    await user.tab();
    expect(combobox).toHaveValue('Francia');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks an option with the pointer', async () => {
    const { user, combobox, onChange } = await renderSelector('fr');
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Belgique' }));
    expect(onChange).toHaveBeenCalledWith('BE');
    expect(combobox).toHaveValue('Belgique');
    expect(combobox).toHaveFocus();
  });

  it('lets Enter submit the form when the list is closed', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { user, combobox } = await renderSelector();
    combobox.closest('form')?.addEventListener('submit', onSubmit);
    combobox.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

// Issue 26 item 14 (spec 000: country flags are static SVG images named by lower-case code).
describe('country flags', () => {
  it('has a flag file named by lower-case code for every plate and billing country', () => {
    const folder = `${resolve(import.meta.dirname, '../../public/flags/country')}/`;
    const codes = new Set([...plateCountryCodes, ...billingCountryCodes]);
    const missing = [...codes].filter((code) => !existsSync(`${folder}${code.toLowerCase()}.svg`));
    expect(missing).toEqual([]);
    expect(countryFlagUrl('IT')).toBe('/flags/country/it.svg');
  });

  it('shows the chosen country\u2019s flag in the field and each option\u2019s in the list', async () => {
    const { combobox, user, container } = await renderSelector();
    const fieldFlag = container.querySelector(`img[src="/flags/country/fr.svg"]`);
    expect(fieldFlag).not.toBeNull();
    expect(fieldFlag).toHaveAttribute('alt', '');
    await user.click(combobox);
    const italy = screen.getByRole('option', { name: 'Italia' });
    expect(italy.querySelector('img')).toHaveAttribute('src', '/flags/country/it.svg');
    // While a name is being typed, no flag stands for a country not yet chosen.
    await user.type(combobox, 'Ita');
    expect(container.querySelector('.\\_selectedFlag, [class*="selectedFlag"]')).toBeNull();
  });
});
