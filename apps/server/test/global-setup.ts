import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/drivers/pglite.ts';
import { prepareDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** File of a migrated and seeded PGlite dump, when the tests run on PGlite. */
    pgliteTemplate: string | null;
  }
}

/**
 * Creating a PGlite cluster costs ~3 s of CPU; loading a dump costs well under one. So the run
 * migrates and seeds one in-memory database, dumps it, and every test file starts its own copy.
 * With DATABASE_URL the files share the real PostgreSQL instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return async () => {};
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'portico-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  const handle = await openPglite('memory://');
  try {
    await prepareDatabase(handle, { seedDemo: true });
    const dump = await handle.dump();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
