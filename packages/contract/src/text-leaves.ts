/**
 * Every text of a nested table of messages with its path ("payment.billing.title"): what the
 * copy-register and glossary checks read, on the web's locale files and the server's e-mail
 * texts alike. A phrase written as a function is read with placeholder values, so its fixed
 * words are checked too.
 */
export function* textLeaves(
  node: unknown,
  path = '',
  separator = '.',
): Generator<[path: string, text: string]> {
  if (typeof node === 'string') {
    yield [path, node];
  } else if (typeof node === 'function') {
    const phrase = node as (...values: unknown[]) => unknown;
    yield [path, String(phrase('1', '2'))];
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) {
      yield* textLeaves(child, path ? `${path}${separator}${key}` : key, separator);
    }
  }
}
