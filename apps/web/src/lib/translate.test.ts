import { describe, expect, it, vi } from 'vitest';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import { createTranslate } from './translate.ts';

describe('createTranslate', () => {
  const t = createTranslate('it', it_);

  it('reads a dotted key and fills its placeholders', () => {
    expect(t('carousel.slideLabel', { index: 2, count: 5 })).toBe('2 di 5');
    expect(t('journeys.row.vehicleClass', { carClass: 3 })).toBe('Classe 3');
  });

  it("picks the plural form by the language's rules", () => {
    expect(t('journeys.summary.count', { count: 1 })).toBe('1 viaggio selezionato');
    expect(t('journeys.summary.count', { count: 0 })).toBe('0 viaggi selezionati');
    expect(t('journeys.summary.count', { count: 12 })).toBe('12 viaggi selezionati');
    // French counts 0 as singular, Italian does not.
    expect(createTranslate('fr', fr)('journeys.summary.count', { count: 0 })).toMatch(/^0 \S+ /);
    expect(createTranslate('fr', fr)('journeys.summary.count', { count: 0 })).toBe(
      createTranslate('fr', fr)('journeys.summary.count', { count: 1 }).replace('1', '0'),
    );
  });

  it('leaves text and unknown placeholders alone, and does not escape (React does)', () => {
    expect(t('journeys.row.vehicleClass', { other: 'x' })).toBe('Classe {{carClass}}');
    expect(t('journeys.row.vehicleClass', { carClass: '<b>' })).toBe('Classe <b>');
  });

  it('shows the key of a missing text and reports it, but not before the texts are loaded', () => {
    const onMissing = vi.fn();
    const missing = 'journeys.nope' as Parameters<typeof t>[0];
    expect(createTranslate('it', it_, onMissing)(missing)).toBe('journeys.nope');
    expect(onMissing).toHaveBeenCalledWith('it', 'journeys.nope');
    onMissing.mockClear();
    expect(createTranslate('it', null, onMissing)('journeys.title')).toBe('journeys.title');
    expect(onMissing).not.toHaveBeenCalled();
  });
});
