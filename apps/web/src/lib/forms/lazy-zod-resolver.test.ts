import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver, schemaUnavailable } from './lazy-zod-resolver.ts';

const schema = z.object({ email: z.email().max(20), name: z.string().trim().min(1) });
const options = { fields: {}, shouldUseNativeValidation: false };

interface Form {
  email: string;
  name: string;
}

describe('lazyZodResolver', () => {
  it('loads the schema at the first validation only, once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { resolver } = lazyZodResolver<Form>(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ email: 'a@example.it', name: 'A' }, undefined, options);
    await resolver({ email: 'b@example.it', name: 'B' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads on request', () => {
    const load = vi.fn(() => Promise.resolve(schema));
    lazyZodResolver<Form>(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers the schema's output for valid values", async () => {
    const { resolver } = lazyZodResolver<Form>(() => Promise.resolve(schema));
    expect(await resolver({ email: 'a@example.it', name: ' Anna ' }, undefined, options)).toEqual({
      values: { email: 'a@example.it', name: 'Anna' },
      errors: {},
    });
  });

  it('gives each field at fault its issue code', async () => {
    const { resolver } = lazyZodResolver<Form>(() => Promise.resolve(schema));
    const result = await resolver({ email: 'anna@', name: ' ' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      email: { type: 'invalid_format' },
      name: { type: 'too_small' },
    });
  });

  it('fails the form as a whole when the schema cannot load, and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<Form>(load);
    const values = { email: 'a@example.it', name: 'A' };
    expect(await resolver(values, undefined, options)).toEqual({
      values: {},
      errors: { root: { schema: schemaUnavailable } },
    });
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
