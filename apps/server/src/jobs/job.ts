/**
 * A background job: a name for the logs and metrics, and one run at `now`. Apart from the
 * scheduler, so that the jobs the modules define need not import it (scheduler.ts imports them).
 */
export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}
