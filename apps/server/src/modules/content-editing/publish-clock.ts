/** How long a publication may wait for its item, and then hold it (CONTENT_PUBLISH_*_MS). */
export interface PublishBounds {
  waitMs: number;
  timeoutMs: number;
}

/**
 * A publication's two deadlines: waiting for the item (its turn, a connection, the advisory
 * lock) until `waitMs`, then holding it until `timeoutMs` from the moment it got it. `over`
 * rejects when the current phase's deadline passes or the client hangs up, so the request can
 * answer at once while the work, checking `check()` between its statements, rolls back.
 */
export class PublishClock {
  readonly over: Promise<never>;
  readonly #clientGone: AbortSignal;
  readonly #bounds: PublishBounds;
  readonly #waitUntil: number;
  #phaseUntil = 0;
  #phase: AbortSignal = AbortSignal.abort();
  #reject: (reason: unknown) => void = () => {};

  constructor(bounds: PublishBounds, clientGone: AbortSignal) {
    this.#bounds = bounds;
    this.#clientGone = clientGone;
    this.over = new Promise<never>((_, reject) => {
      this.#reject = reject;
    });
    // Settled after the work is done too: nobody awaits it then.
    this.over.catch(() => {});
    this.#waitUntil = Date.now() + bounds.waitMs;
    this.#enter(bounds.waitMs);
  }

  /** The signal of the current phase: aborted past its deadline or when the client is gone. */
  get signal(): AbortSignal {
    return this.#phase;
  }

  /** The item is held: from now on the hold's deadline counts. Answers its milliseconds. */
  holding(): number {
    this.check();
    this.#enter(this.#bounds.timeoutMs);
    return this.#bounds.timeoutMs;
  }

  /** Milliseconds left to wait, at least 1 (the database's lock_timeout for the lock). */
  waitLeftMs(): number {
    return Math.max(1, this.#waitUntil - Date.now());
  }

  /**
   * Throws the phase's reason once its deadline passed or the client left. The clock is read
   * too, not only the signal: statements that answer at once (PGlite's) run as microtasks, so
   * the deadline's timer may not have fired yet when the time is already up.
   */
  check(): void {
    this.#phase.throwIfAborted();
    if (Date.now() > this.#phaseUntil) {
      throw new DOMException('the publication took too long', 'TimeoutError');
    }
  }

  #enter(ms: number): void {
    const phase = AbortSignal.any([AbortSignal.timeout(ms), this.#clientGone]);
    this.#phase = phase;
    this.#phaseUntil = Date.now() + ms;
    const expire = () => {
      if (this.#phase === phase) this.#reject(phase.reason);
    };
    if (phase.aborted) expire();
    else phase.addEventListener('abort', expire, { once: true });
  }
}
