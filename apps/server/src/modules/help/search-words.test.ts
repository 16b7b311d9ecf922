import { describe, expect, it } from 'vitest';
import { hasTerm, indexWords, queryTerms, stem } from './search-words.ts';

// Issue 26 item 17: the help search is word-level, accent- and stem-tolerant, with synonyms.
const finds = (text: string, query: string, language: Parameters<typeof stem>[1]) =>
  queryTerms(query, language).every((term) => hasTerm(indexWords(text), term));

describe('help search words', () => {
  it.each([
    ['it', 'sbagliata', 'sbagliat'],
    ['it', 'avvisi', 'avvis'],
    ['fr', 'péages', 'péag'],
    ['es', 'matrículas', 'matrícul'],
    ['en', 'receipts', 'receipt'],
    ['de', 'Fahrten', 'Fahrt'],
    ['en', 'car', 'car'],
  ] as const)('%s: %s stems to %s', (language, word, expected) => {
    expect(stem(word, language)).toBe(expected);
  });

  it.each([
    ['it', 'La targa è sbagliata', 'targa sbagliata', true],
    ['it', 'Targhe sbagliate? Scrivici', 'targa sbagliata', true],
    ['it', 'La targa è giusta', 'targa sbagliata', false],
    ['it', 'Pensi che l’avviso sia un errore (targa letta male)?', 'targa sbagliata', true],
    ['it', 'Hai ricevuto un avviso di pagamento?', 'multa', true],
    ['it', 'Il pedaggio e la ricevuta', 'multa', false],
    ['fr', 'Vous avez reçu un avis de paiement ?', 'amende', true],
    ['fr', 'Comment obtenir un remboursement', 'rembours', true],
    ['fr', 'Péage à l’étranger', 'etranger PEAGE', true],
    ['en', 'Received a payment notice?', 'fine', true],
    ['en', 'A misread plate', 'wrong plate', true],
    ['de', 'Die Mautgebühr', 'gebühr', true],
    ['es', '¿Ha recibido un aviso de pago?', 'multa', true],
    // Word-level: a word inside another no longer matches ("pago" is not in "apagon").
    ['es', 'Un apagón', 'pago', false],
  ] as const)('%s: "%s" answers "%s": %s', (language, text, query, expected) => {
    expect(finds(text, query, language)).toBe(expected);
  });

  it('leaves out the words that say nothing, unless they are all there is', () => {
    expect(queryTerms('la targa', 'it')).toHaveLength(1);
    expect(queryTerms('la', 'it')).toHaveLength(1);
  });
});
