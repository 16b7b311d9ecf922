import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../app-error.ts';
import { jsonPartOf, parsedPart } from './receive-upload.ts';
import type { Upload } from './upload-reader.ts';

const uploadOf = (fields: Record<string, string>): Upload => ({
  fields: new Map(Object.entries(fields)),
  files: [],
});

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the JSON part of an upload', () => {
  it('answers the parsed JSON, or invalid_request naming the part as missing or not JSON', () => {
    expect(jsonPartOf(uploadOf({ claim: '{"a":[1]}' }), 'claim')).toEqual({ a: [1] });
    const missing = refusal(() => jsonPartOf(uploadOf({ other: '{}' }), 'claim'));
    expect([missing.statusCode, missing.code, missing.details]).toEqual([
      400,
      'invalid_request',
      [{ path: 'claim', code: 'required' }],
    ]);
    const broken = refusal(() => jsonPartOf(uploadOf({ request: '{"a":' }), 'request'));
    expect(broken.details).toEqual([{ path: 'request', code: 'json' }]);
  });

  it('checks it by the schema, each issue under the part, at most ten', () => {
    const schema = z.object({ email: z.email(), tags: z.array(z.string()) });
    expect(parsedPart('request', schema, { email: 'a@b.test', tags: [] })).toEqual({
      email: 'a@b.test',
      tags: [],
    });
    const bad = refusal(() => parsedPart('request', schema, { email: 'no', tags: [1] }));
    expect([bad.statusCode, bad.code]).toEqual([400, 'invalid_request']);
    expect(bad.details).toEqual([
      { path: 'request.email', code: 'invalid_format' },
      { path: 'request.tags.0', code: 'invalid_type' },
    ]);
    const many = refusal(() => parsedPart('claim', z.array(z.string()), Array(12).fill(0)));
    expect(many.details).toHaveLength(10);
    expect(many.details?.[9]).toEqual({ path: 'claim.9', code: 'invalid_type' });
  });
});
