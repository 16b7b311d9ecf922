/**
 * The parts of a multipart/form-data request, by name, as text: what MSW handlers check of an
 * upload. Not Request.formData(): on Node 24 its parser asserts its values are Node's own File,
 * which jsdom's global File replaces in the web tests, so every file part throws there.
 */
export async function multipartParts(request: Request): Promise<Map<string, string[]>> {
  const type = request.headers.get('content-type') ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) throw new Error(`not a multipart body: ${type}`);
  const parts = new Map<string, string[]>();
  for (const chunk of (await request.text()).split(`--${marker}`)) {
    const split = chunk.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]*)"/i.exec(chunk.slice(0, split))?.[1];
    if (name === undefined) continue;
    const value = chunk.slice(split + 4).replace(/\r\n$/, '');
    parts.set(name, [...(parts.get(name) ?? []), value]);
  }
  return parts;
}
