import { runIncludesConsoleSpecs, startSharedConsoleServer } from './console-shared.ts';

/**
 * Before the browser tests: the console specs' shared server starts booting in the background
 * (e2e/console-shared.ts). The function answered is the global teardown.
 */
export default function globalSetup(): (() => Promise<void>) | undefined {
  return runIncludesConsoleSpecs(process.argv) ? startSharedConsoleServer() : undefined;
}
