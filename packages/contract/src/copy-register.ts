import type { Language } from './languages.ts';

/**
 * How the portal addresses the driver, one register per language across the site, its content
 * and its e-mails (issue 10 item 10). Italian is "tu" because the spec's Italian copy, which is
 * the site's exact text, is ("Vuoi eliminare il veicolo?", "Il tuo pagamento è stato
 * rifiutato."); French, German and Spanish keep the formal register their copy was written in
 * ("vous", "Sie", "usted"); English has none to choose.
 */
export const copyRegister = {
  fr: 'vous',
  en: null,
  de: 'Sie',
  it: 'tu',
  es: 'usted',
} as const satisfies Record<Language, string | null>;

/** Whole words only, letters with accents included (JavaScript's \b knows ASCII only). */
const words = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, flags);

/**
 * Words that give the other register away, per language: checked by the web's locale test and
 * the server's e-mail and content test. Not a grammar: the forms this copy could slip into.
 */
export const otherRegisterMarkers: Readonly<Record<Language, readonly RegExp[]>> = {
  // "Lei" and "voi": pronouns, possessives, formal imperatives, and a "voi" imperative opening
  // a sentence ("Pagate i vostri viaggi").
  it: [
    words('Lei|vostr[aoie]|avete|potete|dovete|volete|La preghiamo|desidera'),
    words('il suo|la sua|i suoi|le sue|Suo|Sua'),
    words(
      'inserisca|verifichi|scelga|riprovi|attenda|controlli|utilizzi|selezioni|scarichi|conservi|indichi|acceda',
      'iu',
    ),
    /(?:^|[.!?:]\s+)\p{Lu}\p{Ll}+(?:ate|ete|ite)\s/u,
  ],
  fr: [words("tu|toi|ton|tes|te|t’|t'", 'iu')],
  de: [words('du|dein\\p{L}*|dich|dir', 'iu')],
  es: [
    words('tú|tu|tus|te|ti|contigo', 'iu'),
    words(
      'puedes|tienes|quieres|debes|eres|estás|recibirás|vuelve|elige|comprueba|inténtalo',
      'iu',
    ),
  ],
  en: [],
};

/**
 * Words the copy quotes as they are: the spec's own Italian words that are not in "tu" (spec 000
 * sections 2 and 8), which the site keeps exactly, and French names quoted in other languages.
 * The check leaves them out.
 */
export const quotedAsTheyAre: readonly string[] = [
  'Avete almeno un viaggio in corso. È necessario effettuare il login per completarlo prima di procedere al pagamento.',
  'Avete almeno un viaggio in corso. Per procedere al pagamento è necessario effettuare il login.',
  'Non trovi risposta alla tua domanda? Contattateci',
  'Officier du ministère public',
];

/** The other-register words of a text (spec quotes left out), to name them in a failure. */
export function otherRegisterWords(language: Language, text: string): string[] {
  const checked = quotedAsTheyAre.reduce((rest, quote) => rest.replaceAll(quote, ''), text);
  return otherRegisterMarkers[language].flatMap((marker) => {
    const found = marker.exec(checked);
    return found ? [found[0].trim()] : [];
  });
}
