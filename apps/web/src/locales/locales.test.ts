import { describe, expect, it } from 'vitest';
import { languages, type Language, portalErrorCodes } from '@portico/contract';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import itMessages from './it.json';

const locales: Record<Language, unknown> = { fr, en, de, it: itMessages, es };

/** Flattens nested messages to "a.b.c" -> value. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) {
        entries.set(path, leaf);
      }
    }
  } else {
    entries.set(prefix, node);
  }
  return entries;
}

const flat = Object.fromEntries(
  languages.map((language) => [language, flatten(locales[language])]),
) as Record<Language, Map<string, unknown>>;
const allKeys = new Set(languages.flatMap((language) => [...flat[language].keys()]));

describe('locale files', () => {
  it.each(languages)('%s has every key that another locale has', (language) => {
    const missing = [...allKeys].filter((key) => !flat[language].has(key));
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s has only non-empty strings', (language) => {
    const bad = [...flat[language]].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(languages)('%s uses the same interpolation variables as French', (language) => {
    const variables = (value: unknown) =>
      String(value)
        .match(/{{\s*\w+\s*}}/g)
        ?.sort() ?? [];
    const mismatched = [...flat.fr].filter(
      ([key, value]) => variables(value).join() !== variables(flat[language].get(key)).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('error messages', () => {
  // The console's own codes are the console app's to say (contract consoleErrorCodes).
  it.each(languages)('%s has a message for every error code of the portal', (language) => {
    const missing = portalErrorCodes.filter((code) => {
      const value = flat[language].get(`errors.${code}`);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s has the generic errors.unknown message', (language) => {
    expect(flat[language].get('errors.unknown')).toEqual(expect.any(String));
  });

  it('uses the spec words in Italian', () => {
    const it = flat.it;
    expect(it.get('errors.unknown')).toBe('Si è verificato un errore, riprova più tardi.');
    expect(it.get('errors.required')).toBe('Campi obbligatori da completare');
    expect(it.get('errors.expired_password_reset_code')).toBe('Link scaduto');
    expect(it.get('common.loadError')).toBe(
      'Si è verificato un errore durante il caricamento dei dati, aggiornare la pagina o riprovare più tardi.',
    );
    expect(it.get('header.renterArea')).toBe('Area affittuari');
    expect(it.get('header.menu.pay')).toBe('Paga');
    expect(it.get('header.menu.prepay')).toBe('Paga in anticipo');
    expect(it.get('header.menu.contest')).toBe('Contesta');
    expect(it.get('header.menu.subscribe')).toBe('Notifica Info transito (Info Passage)');
    expect(it.get('header.help')).toBe('Centro assistenza');
    expect(it.get('header.login')).toBe('Accedi');
    expect(it.get('header.customerArea')).toBe('Area clienti');
    expect(it.get('footer.cookies')).toBe('Cookie');
  });
});
