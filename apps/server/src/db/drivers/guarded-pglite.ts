import {
  type ExecProtocolOptions,
  type ExecProtocolResult,
  PGlite,
  type PGliteOptions,
} from '@electric-sql/pglite';
import { DatabaseUnavailableError } from '../unavailable.ts';

/**
 * PGlite with a guard in front of its WASM backend, where every statement goes through
 * `execProtocolRawSync`. A PGlite whose write failed for lack of disk space (SQLSTATE 53100,
 * "could not write to file pg_wal/...: No space left on device") answers that statement, then
 * wedges at 100 % CPU on the next one, space or not, beyond the reach of SIGTERM. Closing it
 * still works. So after such an error the instance refuses every statement (503) and waits to be
 * closed and replaced (see pglite.ts); before it, `beforeWork` (the space guard) may refuse a new
 * statement that starts outside a transaction. Inside one, statements go on, so that a begun
 * transaction always reaches its COMMIT or ROLLBACK instead of being left open.
 */
export interface PgliteGuards {
  /** Throws to refuse a statement that starts outside a transaction (a nearly full disk). */
  beforeWork: () => void;
  /** Told once, when the instance broke and must be replaced. */
  onBroken: (error: unknown) => void;
}

const exitMessage = 'X'.charCodeAt(0);
const parseMessage = 'P'.charCodeAt(0);
const queryMessage = 'Q'.charCodeAt(0);

export class GuardedPglite extends PGlite {
  #broken: DatabaseUnavailableError | undefined;
  readonly #guards: PgliteGuards;

  constructor(dataDir: string, options: PGliteOptions, guards: PgliteGuards) {
    super(dataDir, options);
    this.#guards = guards;
  }

  /** It met a full disk: no statement may reach it again; close it and open another. */
  get broken(): boolean {
    return this.#broken !== undefined;
  }

  override execProtocolRawSync(message: Uint8Array): Uint8Array {
    const kind = message[0];
    // Terminate always passes: close() sends it, and closing is what a broken instance needs.
    if (kind !== exitMessage) {
      if (this.#broken) throw this.#broken;
      const startsWork = kind === parseMessage || kind === queryMessage;
      if (startsWork && !this.isInTransaction()) this.#guards.beforeWork();
    }
    return super.execProtocolRawSync(message);
  }

  override async execProtocol(
    message: Uint8Array,
    options?: ExecProtocolOptions,
  ): Promise<ExecProtocolResult> {
    try {
      return await super.execProtocol(message, options);
    } catch (error) {
      this.#noteFailure(error);
      throw error;
    }
  }

  override async execProtocolStream(
    message: Uint8Array,
    options?: ExecProtocolOptions,
  ): ReturnType<PGlite['execProtocolStream']> {
    try {
      return await super.execProtocolStream(message, options);
    } catch (error) {
      this.#noteFailure(error);
      throw error;
    }
  }

  #noteFailure(error: unknown): void {
    if (this.#broken || !isStorageFailure(error)) return;
    this.#broken = new DatabaseUnavailableError(
      'the embedded database met a full disk; it reopens once space is free',
      { cause: error },
    );
    this.#guards.onBroken(error);
  }
}

/** Disk full, an I/O error, or a PANIC: the backend is not to be trusted with another statement. */
export function isStorageFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  if (code === '53100' || code === '58030') return true;
  if ('severity' in error && error.severity === 'PANIC') return true;
  return error instanceof Error && /No space left on device/i.test(error.message);
}
