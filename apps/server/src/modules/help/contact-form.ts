import type { ContactRequest, Language } from '@portico/contract';
import type { StoredSmartform } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { localize } from '../../shared/localized.ts';

const datePattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const platePattern = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,19}$/u;

/**
 * Checks the answers of a smartform against its fields and returns them as label and value, in
 * the form's order, for the stored request and the support e-mail. 400 required when a required
 * field is blank (the spec's code, "Campi obbligatori da completare"), 400 invalid_request for a
 * field the form does not have, a value too long, a select value not offered, a bad date or plate.
 */
export function checkSmartformAnswers(
  form: StoredSmartform,
  answers: ContactRequest['fields'],
  language: Language,
): { name: string; label: string; value: string }[] {
  const known = new Set(form.fields.map((field) => field.name));
  const unknown = Object.keys(answers).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new AppError(
      400,
      'invalid_request',
      unknown.map((name) => fieldError(name, 'unknown')),
    );
  }
  const missing = form.fields.filter(
    (field) => field.required && (answers[field.name] ?? '').trim() === '',
  );
  if (missing.length > 0) {
    throw new AppError(
      400,
      'required',
      missing.map((field) => fieldError(field.name, 'required')),
    );
  }
  return form.fields.flatMap((field) => {
    const value = (answers[field.name] ?? '').trim();
    if (value === '') return [];
    if (value.length > field.maxLength) throw invalid(field.name, 'too_long');
    if (field.type === 'date' && !isPlausibleDate(value)) throw invalid(field.name, 'date');
    if (field.type === 'plate' && !platePattern.test(value)) throw invalid(field.name, 'plate');
    let shown = value;
    if (field.type === 'select') {
      const option = field.options?.find((candidate) => candidate.value === value);
      if (!option) throw invalid(field.name, 'option');
      shown = localize(option.label, language);
    }
    return [{ name: field.name, label: localize(field.label, language), value: shown }];
  });
}

/** A day between 2000 and next year: what a trip, a notice or a payment can be dated. */
function isPlausibleDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= new Date().getUTCFullYear() + 1;
}

function fieldError(name: string, code: string) {
  return { path: `fields.${name}`, code };
}

function invalid(name: string, code: string): AppError {
  return new AppError(400, 'invalid_request', [fieldError(name, code)]);
}
