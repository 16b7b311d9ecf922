import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import de from '../locales/de.json';
import es from '../locales/es.json';
import type { MessageKey } from './i18n.ts';

/**
 * The browser's texts as a fresh page has them (the test setup gives the shared module whole
 * locale files): nothing loaded, the missing keys collected.
 */
async function freshPage() {
  vi.resetModules();
  const i18n = await import('./i18n.ts');
  const reported: string[] = [];
  i18n.onMissingKey((_language, key) => reported.push(key));
  return { i18n, reported };
}

// Keys no locale file has, as a component with a typo would ask for them.
const asKey = (key: string) => key as MessageKey;

describe('the browser texts, loaded by group', () => {
  it('reports a key missing from a loaded group, never one whose group is not loaded yet', async () => {
    const { i18n, reported } = await freshPage();
    await i18n.activateLanguage('de');
    const { result } = renderHook(() => i18n.useTranslation());

    expect(result.current.t('common.loading')).toBe(de.common.loading);
    expect(result.current.t('errors.unknown')).toBe(de.errors.unknown);
    // The account's texts are not loaded: the key shows, and it is not a missing text.
    expect(result.current.t('account.profile.title')).toBe('account.profile.title');
    expect(result.current.t('errors.email_invalid')).toBe('errors.email_invalid');
    expect(reported).toEqual([]);

    // A text the core lacks is missing for real.
    result.current.t(asKey('common.noSuchText'));
    expect(reported).toEqual(['common.noSuchText']);

    await act(() => i18n.loadMessageGroups('de', ['account']));
    expect(result.current.t('account.profile.title')).toBe(de.account.profile.title);
    result.current.t(asKey('account.noSuchText'));
    expect(reported).toEqual(['common.noSuchText', 'account.noSuchText']);
  });

  it('switches language with the groups the page shows', async () => {
    const { i18n, reported } = await freshPage();
    await i18n.activateLanguage('de');
    await i18n.loadMessageGroups('de', ['account']);
    const { result } = renderHook(() => i18n.useTranslation());

    await act(() => i18n.activateLanguage('es'));
    expect(result.current.language).toBe('es');
    expect(result.current.t('account.profile.title')).toBe(es.account.profile.title);
    expect(result.current.t('journeys.title')).toBe('journeys.title');
    expect(reported).toEqual([]);
    expect(document.documentElement.lang).toBe('es');
  });

  it('gives the server every text of the language', async () => {
    const { i18n } = await freshPage();
    const translation = i18n.createTranslation('es', await i18n.loadMessages('es'));
    expect(translation.t('journeys.title')).toBe(es.journeys.title);
    expect(translation.t('errors.email_invalid')).toBe(es.errors.email_invalid);
    expect(translation.t('common.loading')).toBe(es.common.loading);
  });
});
