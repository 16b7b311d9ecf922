/**
 * The words each language's glossary (docs/glossary/<language>.md, issue 26 item 15) tells the
 * copy to avoid, read from the glossary itself so that the document and the check cannot drift:
 * the web's locale test and the server's e-mail and receipt test both use it.
 *
 * In the glossary, the section "## Words to avoid" lists one avoided word or phrase per bullet,
 * between backticks at the start of the line (a trailing * stands for any ending: `percors*`).
 * The section "## Kept as they are" lists, the same way, exact texts that keep such a word on
 * purpose (the spec's prescribed Italian, a legal name): the check leaves them out.
 */
export interface Glossary {
  avoid: readonly { word: string; pattern: RegExp }[];
  keptAsTheyAre: readonly string[];
}

/** The backticked texts opening the bullets of one "## title" section. */
function bulletsOf(markdown: string, title: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim().toLowerCase() === `## ${title}`);
  if (start < 0) return [];
  const section = lines.slice(start + 1);
  const end = section.findIndex((line) => line.startsWith('## '));
  return (end < 0 ? section : section.slice(0, end)).flatMap((line) => {
    const found = /^\s*[-*]\s+`([^`]+)`/.exec(line);
    return found?.[1] ? [found[1]] : [];
  });
}

/** A whole-word, case-insensitive pattern; letters with accents count as letters. */
function patternOf(word: string): RegExp {
  const stem = word.endsWith('*') ? word.slice(0, -1) : word;
  const body = stem
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const ending = word.endsWith('*') ? '\\p{L}*' : '';
  return new RegExp(`(?<!\\p{L})${body}${ending}(?!\\p{L})`, 'iu');
}

export function parseGlossary(markdown: string): Glossary {
  return {
    avoid: bulletsOf(markdown, 'words to avoid').map((word) => ({
      word,
      pattern: patternOf(word),
    })),
    keptAsTheyAre: bulletsOf(markdown, 'kept as they are'),
  };
}

/** The avoided words a text uses (texts kept as they are left out), to name them in a failure. */
export function avoidedWordsIn(glossary: Glossary, text: string): string[] {
  const checked = glossary.keptAsTheyAre.reduce((rest, kept) => rest.replaceAll(kept, ''), text);
  return glossary.avoid.flatMap(({ word, pattern }) => {
    const found = pattern.exec(checked);
    return found ? [`${found[0]} (avoid ${word})`] : [];
  });
}
