/**
 * Which JavaScript files a first visit to a route loads, read from Vite's build manifest
 * (apps/web/dist/.vite/manifest.json): the browser entry with its static imports, the route
 * module's chunk with its static imports, and the language's texts: the core group of the locale
 * and the groups the route names (`messages` in the router; apps/web/build/message-groups.ts
 * splits each locale file in groups). Dynamic imports are left out (dialogs, the mobile menu, the
 * cookie dialog, the other routes, languages and groups): the router lazy-loads only the route
 * being opened, and the rest load on an action or after the first paint. The texts are the one
 * dynamic import counted: nothing is painted without them.
 */

/** One item of the manifest: a chunk (or an asset) and the chunks it imports. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Manifest key (source path, `index.html` or `_<chunk>.js`) -> chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The entries that can run in the browser, by preference when a build has several. */
const clientEntryPreference = ['index.html', 'src/entry-client.tsx', 'src/main.tsx'];
const serverEntry = /entry-server|(^|\/)server\.[jt]sx?$/;
const routesFolder = 'src/app/routes/';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Checks the parts of the manifest the budget reads; a malformed one fails with its key. */
export function parseManifest(json: unknown): Manifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('the build manifest is not a JSON object');
  }
  const manifest: Manifest = {};
  for (const [key, value] of Object.entries(json)) {
    const item = value as Record<string, unknown> | null;
    if (
      typeof item !== 'object' ||
      item === null ||
      typeof item.file !== 'string' ||
      (item.imports !== undefined && !isStringArray(item.imports)) ||
      (item.dynamicImports !== undefined && !isStringArray(item.dynamicImports))
    ) {
      throw new Error(`the build manifest's item ${key} is not a chunk`);
    }
    manifest[key] = {
      file: item.file,
      ...(typeof item.src === 'string' ? { src: item.src } : {}),
      ...(item.isEntry === true ? { isEntry: true } : {}),
      ...(item.isDynamicEntry === true ? { isDynamicEntry: true } : {}),
      ...(item.imports ? { imports: item.imports } : {}),
      ...(item.dynamicImports ? { dynamicImports: item.dynamicImports } : {}),
    };
  }
  return manifest;
}

/**
 * The key of the browser's entry: the JavaScript entry that is not the server renderer's. The
 * entry is being restructured (index.html, src/main.tsx, src/entry-client.tsx), so it is found by
 * its flags rather than by its name; several candidates are settled by the usual names.
 */
export function clientEntryKey(manifest: Manifest): string {
  const candidates = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry === true && chunk.file.endsWith('.js'))
    .filter(([key, chunk]) => !serverEntry.test(chunk.src ?? key))
    .map(([key]) => key);
  if (candidates.length === 1 && candidates[0] !== undefined) return candidates[0];
  const preferred = clientEntryPreference.find((key) => candidates.includes(key));
  if (preferred) return preferred;
  throw new Error(
    candidates.length === 0
      ? 'the build manifest has no browser entry (isEntry)'
      : `the build manifest has several browser entries: ${candidates.join(', ')}`,
  );
}

/** The keys and their static imports, transitively, each once, in the order they are reached. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const reached = new Set<string>();
  const queue = [...keys];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (reached.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no item ${key}`);
    reached.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...reached];
}

/**
 * The key of a language's group of texts (`src/locales/it.core.messages.js`, named by the web
 * app's messageGroupModule), or null when the build has none.
 */
export function messageGroupKey(
  manifest: Manifest,
  language: string,
  group: string,
): string | null {
  const suffix = `locales/${language}.${group}.messages.js`;
  return Object.keys(manifest).find((key) => key.endsWith(suffix)) ?? null;
}

/**
 * The texts every page of a language loads: its core group, or the whole locale file
 * (`src/locales/it.json`) in a build that does not split it; none when they are in the entry.
 */
export function coreTextsKey(manifest: Manifest, language: string): string | null {
  const whole = `locales/${language}.json`;
  return (
    messageGroupKey(manifest, language, 'core') ??
    Object.keys(manifest).find((key) => key.endsWith(whole)) ??
    null
  );
}

/** The route modules the build split into chunks of their own (lazy-loaded by the router). */
export function builtRouteModules(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(routesFolder) && manifest[key]?.isDynamicEntry === true)
    .sort();
}

export interface FirstVisit {
  /** The JavaScript files (paths under dist), entry's first. */
  files: string[];
  /** The files that only this route adds to what every route loads. */
  ownFiles: string[];
  /** The route module has no chunk of its own: it was bundled into the entry. */
  inEntry: boolean;
}

/** The app's module, which the boot entry imports once the first screen is painted. */
const appModule = 'src/main.tsx';

/**
 * The JavaScript files that every route's first visit loads: the entry's, the app's that the boot
 * entry always imports after the first paint, and the language's core texts.
 */
export function sharedFiles(manifest: Manifest, language: string): string[] {
  const locale = coreTextsKey(manifest, language);
  const entry = clientEntryKey(manifest);
  const app = (manifest[entry]?.dynamicImports ?? []).filter((key) => key === appModule);
  const keys = staticClosure(manifest, [entry, ...app, ...(locale ? [locale] : [])]);
  return jsFiles(manifest, keys);
}

/**
 * The parts of a language's texts that a route's loader fetches before its page renders (the
 * console's `src/locales/<part>/<language>.json`, app/texts/): dynamic imports of the route's
 * chunks, counted like the core texts since nothing is painted without them. The language's
 * main file is not among them (no folder): sharedFiles counts it.
 */
export function routeTextParts(
  manifest: Manifest,
  routeModule: string,
  language: string,
): string[] {
  if (manifest[routeModule] === undefined) return [];
  const part = new RegExp(`(^|/)locales/[^/]+/${language}\\.json$`);
  const imported = staticClosure(manifest, [routeModule]).flatMap(
    (key) => manifest[key]?.dynamicImports ?? [],
  );
  return [...new Set(imported.filter((key) => part.test(key)))];
}

/** `messageGroups`: the groups of texts the route names beyond the core (its `messages`). */
export function firstVisit(
  manifest: Manifest,
  routeModule: string,
  language: string,
  messageGroups: readonly string[] = [],
): FirstVisit {
  const shared = sharedFiles(manifest, language);
  const inEntry = manifest[routeModule] === undefined;
  const texts = messageGroups.map((group) => {
    const key = messageGroupKey(manifest, language, group);
    if (!key) throw new Error(`the build manifest has no ${language} texts of the group ${group}`);
    return key;
  });
  const own = staticClosure(manifest, [...(inEntry ? [] : [routeModule]), ...texts]);
  const files = [...new Set([...shared, ...jsFiles(manifest, own)])];
  return { files, ownFiles: files.filter((file) => !shared.includes(file)), inEntry };
}

function jsFiles(manifest: Manifest, keys: readonly string[]): string[] {
  return keys
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined && file.endsWith('.js'));
}
