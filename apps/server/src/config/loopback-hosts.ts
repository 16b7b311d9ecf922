/** This machine's names: the only hosts a plain-http URL may name (PUBLIC_ORIGIN, fleet gateway). */
export const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);
