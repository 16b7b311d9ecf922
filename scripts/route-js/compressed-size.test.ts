import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compressedSizes } from './compressed-size.ts';

const dist = mkdtempSync(join(tmpdir(), 'route-js-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('compressedSizes', () => {
  it("takes the build's .br file when there is one, else compresses the file itself", () => {
    const script = 'export const answer = "' + 'forty-two '.repeat(500) + '";\n';
    writeFileSync(join(dist, 'a.js'), script);
    writeFileSync(join(dist, 'b.js'), script);
    writeFileSync(join(dist, 'b.js.br'), 'seven b');
    const sizeOf = compressedSizes(dist);
    const computed = sizeOf('a.js');
    expect(computed.rawBytes).toBe(Buffer.byteLength(script));
    expect(computed.brotliBytes).toBeGreaterThan(0);
    expect(computed.brotliBytes).toBeLessThan(computed.rawBytes / 20);
    expect(sizeOf('b.js')).toEqual({ rawBytes: Buffer.byteLength(script), brotliBytes: 7 });
  });
});
