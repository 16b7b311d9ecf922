/**
 * Why a spreadsheet could not be read as a whole: its container is broken (read_file: a zip
 * without its directory, a part that does not inflate), its content is not a sheet we understand
 * (parse_content: bad XML, no sheet, an unterminated quote), or it has more rows than allowed.
 */
export type SpreadsheetReadFailure = 'read_file' | 'parse_content' | 'too_many_rows';

export class SpreadsheetReadError extends Error {
  override name = 'SpreadsheetReadError';
  readonly failure: SpreadsheetReadFailure;
  constructor(failure: SpreadsheetReadFailure) {
    super(failure);
    this.failure = failure;
  }
}
