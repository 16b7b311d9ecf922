import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which modules each module imports (relative imports only, type-only ones included). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

// `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`: the
// specifiers of a module, whatever they bring (a type-only cycle is still a knot to untie).
const specifierPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative specifiers a source text imports. */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(specifierPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.d\.ts$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

/** The import graph of the source files (tests left out) under `roots`. */
export function importGraphOf(roots: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const targets = relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => existsSync(target) && isSource(target));
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The cycles of a graph: each strongly connected component of more than one module (or a module
 * importing itself), its members sorted. Tarjan's algorithm, iterative (no deep recursion).
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  }
  return cycles;
}
