import { languages, standardTileWords } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it_ from './it.json';

const files = { fr, en, de, it: it_, es };

// The console shows the home tiles' standard words from the contract's copy (it may not import
// the portal); the portal shows its locale files. The two must never drift apart.
describe("the contract's copy of the home tiles' standard words", () => {
  it.each(languages)('is the %s locale file’s home.tiles, word for word', (language) => {
    expect(standardTileWords[language]).toEqual(files[language].home.tiles);
  });
});
