import { describe, expect, it } from 'vitest';
import { importCycles, relativeImports } from './import-graph.ts';

describe('the import graph', () => {
  it('reads every kind of relative import, type-only ones included', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "import './side-effect.ts';",
      "const lazy = () => import('./lazy.tsx');",
      "import { z } from 'zod';",
      'import {\n  multi,\n  line,\n} from "./multi.ts";',
    ].join('\n');
    expect(relativeImports(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './d.ts',
      './side-effect.ts',
      './lazy.tsx',
      './multi.ts',
    ]);
  });

  it('finds each cycle once, however long, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
