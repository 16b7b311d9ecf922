import {
  type FleetFileColumn,
  fleetFileColumns,
  type Language,
  languages,
} from '@portico/contract';

/**
 * The import and export file's header (issue 25 item 4): one name per column and language, the
 * template's. Any of the five, or the column keys themselves, is accepted on import, in any order,
 * case, accents and spacing aside.
 */
export const fleetFileHeaders: Record<Language, Record<FleetFileColumn, string>> = {
  fr: {
    countryCode: 'Pays',
    numberPlate: 'Immatriculation',
    validityStartDate: 'Date de début',
    validityEndDate: 'Date de fin',
  },
  en: {
    countryCode: 'Country',
    numberPlate: 'Number plate',
    validityStartDate: 'Start date',
    validityEndDate: 'End date',
  },
  de: {
    countryCode: 'Land',
    numberPlate: 'Kennzeichen',
    validityStartDate: 'Beginn',
    validityEndDate: 'Ende',
  },
  it: {
    countryCode: 'Paese',
    numberPlate: 'Targa',
    validityStartDate: 'Data di inizio',
    validityEndDate: 'Data di fine',
  },
  es: {
    countryCode: 'País',
    numberPlate: 'Matrícula',
    validityStartDate: 'Fecha de inicio',
    validityEndDate: 'Fecha de fin',
  },
};

/** Lower case, without accents, spaces or punctuation: "Date de début" -> "datededebut". */
function headerKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const columnOfHeader = new Map<string, FleetFileColumn>();
for (const column of fleetFileColumns) {
  columnOfHeader.set(headerKey(column), column);
  for (const language of languages) {
    columnOfHeader.set(headerKey(fleetFileHeaders[language][column]), column);
  }
}

/**
 * Where each column is in a file, by its header row; null when a column other than the end date
 * is missing or one is named twice (the file is then not the layout: parse_content).
 */
export function columnsOfHeader(
  header: readonly (string | number | null)[],
): Record<FleetFileColumn, number | null> | null {
  const found: Record<FleetFileColumn, number | null> = {
    countryCode: null,
    numberPlate: null,
    validityStartDate: null,
    validityEndDate: null,
  };
  for (const [index, cell] of header.entries()) {
    if (typeof cell !== 'string') continue;
    const column = columnOfHeader.get(headerKey(cell));
    if (!column) continue;
    if (found[column] !== null) return null;
    found[column] = index;
  }
  if (found.countryCode === null || found.numberPlate === null) return null;
  if (found.validityStartDate === null) return null;
  return found;
}

/** The header row of a template or an export in this language. */
export function headerRow(language: Language): string[] {
  return fleetFileColumns.map((column) => fleetFileHeaders[language][column]);
}
