import { describe, expect, it } from 'vitest';
import { avoidedWordsIn, parseGlossary } from './glossary-check.ts';

const glossary = parseGlossary(`# Glossario

## Words to avoid

- \`casell*\` → \`svincolo\`: the road has no toll booths.
- \`sollecito di pagamento\` → \`avviso di pagamento\`.
  Not a bullet: \`viaggio\`.

## Kept as they are

- \`Sollecito di pagamento\` (spec 000, journey row)

## Register

- \`Lei\`
`);

describe('a glossary read from its markdown', () => {
  it('lists the avoided words of its own section only', () => {
    expect(glossary.avoid.map(({ word }) => word)).toEqual(['casell*', 'sollecito di pagamento']);
    expect(glossary.keptAsTheyAre).toEqual(['Sollecito di pagamento']);
  });

  it('finds whole words, any ending after a *, phrases across spaces, any case', () => {
    expect(avoidedWordsIn(glossary, 'Scegli i caselli')).toEqual(['caselli (avoid casell*)']);
    expect(avoidedWordsIn(glossary, 'Il tuo sollecito  di pagamento')).toEqual([
      'sollecito  di pagamento (avoid sollecito di pagamento)',
    ]);
    expect(avoidedWordsIn(glossary, 'Incasello, svincolo')).toEqual([]);
  });

  it('leaves out the texts kept as they are', () => {
    expect(avoidedWordsIn(glossary, 'Sollecito di pagamento')).toEqual([]);
    expect(avoidedWordsIn(glossary, 'Natura: Sollecito di pagamento, casello 3')).toEqual([
      'casello (avoid casell*)',
    ]);
  });
});
