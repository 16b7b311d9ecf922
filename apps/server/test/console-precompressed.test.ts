import { afterAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useApp } from './helpers/build-app.ts';
import { consoleBundleFile, consoleBundleText, makeConsoleDist } from './helpers/console-dist.ts';

const consoleDist = makeConsoleDist();
afterAll(() => consoleDist.remove());

describe('the operator console’s bundles, precompressed by its build', () => {
  const app = useApp({ consoleDist: consoleDist.root });
  const get = (acceptEncoding?: string) =>
    app().inject({
      method: 'GET',
      url: `/operator/${consoleBundleFile}`,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the build’s .br, else its .gz, as they are, kept for a year under the console’s policy', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'gzip', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { acceptEncoding, encoding, decode } of cases) {
      const response = await get(acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      // The file beside the bundle, not the bundle compressed again.
      expect(decode(response.rawPayload).toString(), acceptEncoding).toBe(
        `${consoleBundleText}\n// .${encoding === 'br' ? 'br' : 'gz'}`,
      );
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('sends the bundle itself to a client that accepts no compression', async () => {
    const response = await get();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(consoleBundleText);
  });
});
