import { describe, expect, it } from 'vitest';
import type { Language } from './languages.ts';
import { otherRegisterWords } from './copy-register.ts';

// The markers catch the slips this copy had (issue 10 item 10) and leave the right register be.
describe('words of the other register', () => {
  it.each([
    ['it', 'Pagate i vostri viaggi Free Flow entro 72 ore', ['vostri', 'Pagate']],
    ['it', 'la sua ricevuta di pagamento', ['la sua']],
    [
      'it',
      'In allegato trova la ricevuta. La conservi: vale come prova di pagamento.',
      ['conservi'],
    ],
    ['es', 'La verificación antirrobot ha fallado. Vuelve a intentarlo.', ['Vuelve']],
    ['es', 'Sin barreras ni paradas: los pórticos leen tu matrícula.', ['tu']],
    ['fr', 'Choisis ton moyen de paiement.', ['ton']],
    ['de', 'Prüfe deine Angaben.', ['deine']],
  ] as const)('%s: %j gives away %j', (language: Language, text, found) => {
    expect(otherRegisterWords(language, text)).toEqual(expect.arrayContaining([...found]));
  });

  it.each([
    ['it', 'Paga i tuoi viaggi Free Flow entro 72 ore'],
    ['it', 'Queste pratiche non sono state pagate né contestate in tempo.'],
    [
      'it',
      'Avete almeno un viaggio in corso. Per procedere al pagamento è necessario effettuare il login.',
    ],
    ['es', 'La verificación antirrobot ha fallado. Vuelva a intentarlo.'],
    ['es', 'Introduzca la matrícula y su país.'],
    ['fr', 'Choisissez votre moyen de paiement.'],
    ['de', 'Prüfen Sie Ihre Angaben.'],
  ] as const)('%s: %j is in the register', (language: Language, text) => {
    expect(otherRegisterWords(language, text)).toEqual([]);
  });
});
