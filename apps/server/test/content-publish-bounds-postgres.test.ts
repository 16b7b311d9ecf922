import { type HomeContent, languages } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contentRevisions } from '../src/db/schema/index.ts';
import { liveHomeDocument } from '../src/modules/content-editing/kinds/home.ts';
import { publishLimits } from '../src/modules/content-editing/publish-bounds.ts';
import type { PublishBounds } from '../src/modules/content-editing/publish-clock.ts';
import {
  createContentEditingService,
  publicationLockName,
} from '../src/modules/content-editing/service.ts';
import { inviteStaff } from '../src/modules/staff/invitations.ts';
import { toErrorReply } from '../src/plugins/error-mapping.ts';
import { ownSessions } from './helpers/backends.ts';
import { startApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';

/**
 * The database's own bounds of a content publication (publish-bounds.ts: lock_timeout,
 * statement_timeout, idle_in_transaction_session_timeout, local to its transaction), on
 * PostgreSQL, against another session that holds what the publication needs, as another
 * instance of the server would: the item's advisory lock, or the live page's row. Each time the
 * publication is refused with 503 content_publish_busy within its bound, its session stops
 * waiting at once (the database cancelled the statement; it is not left queued behind the
 * holder), and nothing of it is written, even once the holder lets go. PostgreSQL only: PGlite
 * has one session, so nobody else can hold a lock.
 */
const databaseUrl = process.env.DATABASE_URL ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = expect.objectContaining({ statusCode: 503, code: 'content_publish_busy' });

describe.skipIf(!databaseUrl)('a content publication against another PostgreSQL session', () => {
  const sessions = ownSessions(databaseUrl || 'postgres://unused/x', 'portico-publish');
  let app: FastifyInstance;
  let holder: pg.Client;
  let observer: pg.Client;
  beforeAll(async () => {
    app = await startApp({
      logLevel: 'silent',
      database: {
        kind: 'postgres',
        url: sessions.url,
        timeouts: { statementMs: 10_000, connectMs: 5_000, idleInTransactionMs: 60_000 },
        poolMax: 4,
      },
    });
    holder = new pg.Client({ connectionString: databaseUrl });
    observer = new pg.Client({ connectionString: databaseUrl });
    for (const client of [holder, observer]) {
      client.on('error', () => {});
      await client.connect();
    }
  });
  afterAll(async () => {
    await holder.end();
    await observer.end();
    await app.close();
  });

  /** Sessions of the app's pool waiting on a lock now (the publication queued behind one). */
  const waitingOnLocks = async () => {
    const { rows } = await observer.query<{ count: string }>(
      `select count(*) from pg_stat_activity
        where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`,
      [sessions.name],
    );
    return Number(rows[0]?.count);
  };

  async function editorDesk(bounds: PublishBounds) {
    const { db } = app.database;
    const tenant = await createTenant(db);
    const member = await inviteStaff(db, {
      whitelabelId: tenant.id,
      invitation: {
        email: `editor-${tenant.id}@operator.example`,
        name: 'Eve',
        roles: ['content'],
      },
      invitedBy: null,
      now: new Date(),
    });
    const actor = {
      id: member.memberId,
      name: 'Eve',
      roles: ['content' as const],
      whitelabelId: tenant.id,
      address: '127.0.0.1',
      requestId: 'req-publish-postgres',
    };
    const editing = createContentEditingService({ db, bounds, onPublished: () => {} });
    const draft = async (title: string) => {
      const live = await liveHomeDocument(db, tenant.id);
      const titles = Object.fromEntries(languages.map((l) => [l, `${title} ${l}`]));
      const saved = await editing.saveDraft(actor, 'home', 'main', {
        ...live,
        title: titles as HomeContent['title'],
      });
      return Number(saved.id);
    };
    /** What a publication writes: the live page, published revisions, content.publish events. */
    const written = async () => ({
      live: await liveHomeDocument(db, tenant.id),
      published: await db
        .select({ id: contentRevisions.id })
        .from(contentRevisions)
        .where(
          and(
            eq(contentRevisions.whitelabelId, tenant.id),
            eq(contentRevisions.state, 'published'),
          ),
        ),
      events: await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(eq(auditEvents.whitelabelId, tenant.id), eq(auditEvents.action, 'content.publish')),
        ),
    });
    const publish = async (revision: number) => {
      const started = performance.now();
      const error = await editing.publish(actor, 'home', 'main', revision).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      return { error, ms: performance.now() - started };
    };
    return { tenant, editing, actor, draft, written, publish };
  }

  it('gives up the advisory lock another instance holds at the wait (lock_timeout), writing nothing', async () => {
    const bounds = { waitMs: 500, timeoutMs: 5000 };
    const desk = await editorDesk(bounds);
    const revision = await desk.draft('Locked out');
    const before = await desk.written();
    await holder.query('begin');
    try {
      await holder.query('select pg_advisory_xact_lock(hashtext($1), $2::int)', [
        publicationLockName('home', 'main'),
        desk.tenant.id,
      ]);
      const { error, ms } = await desk.publish(revision);
      expect(error).toEqual(busy);
      expect(ms).toBeGreaterThanOrEqual(bounds.waitMs - 20);
      expect(ms).toBeLessThan(bounds.waitMs + 700);
      // The database ended the wait too: no session of the app still queues for the lock.
      await expect.poll(waitingOnLocks, { timeout: 300, interval: 25 }).toBe(0);
    } finally {
      await holder.query('commit');
    }
    await sleep(100);
    expect(await desk.written()).toEqual(before);

    const item = await desk.editing.publish(desk.actor, 'home', 'main', revision);
    expect((item.live as HomeContent | null)?.title.fr).toBe('Locked out fr');
  });

  it('gives up the live page’s row another session holds within the wait (lock_timeout on the write)', async () => {
    // A hold far longer than the wait: only the database's lock_timeout can end this one early.
    const bounds = { waitMs: 500, timeoutMs: 8000 };
    const desk = await editorDesk(bounds);
    await desk.editing.publish(desk.actor, 'home', 'main', await desk.draft('First'));
    const revision = await desk.draft('Row locked');
    const before = await desk.written();
    await holder.query('begin');
    try {
      const locked = await holder.query(
        'select 1 from home_pages where whitelabel_id = $1 for update',
        [desk.tenant.id],
      );
      expect(locked.rowCount).toBe(1);
      const { error, ms } = await desk.publish(revision);
      expect(error).toEqual(busy);
      expect(ms).toBeLessThan(bounds.waitMs + 700);
      expect(await waitingOnLocks()).toBe(0);
    } finally {
      await holder.query('commit');
    }
    await sleep(100);
    expect(await desk.written()).toEqual(before);
  });

  it('cancels a write that outlasts the hold (statement_timeout), writing nothing', async () => {
    // A wait far longer than the hold: the row lock's wait is ended by the hold's statement
    // timeout, not by lock_timeout.
    const bounds = { waitMs: 8000, timeoutMs: 600 };
    const desk = await editorDesk(bounds);
    await desk.editing.publish(desk.actor, 'home', 'main', await desk.draft('First'));
    const revision = await desk.draft('Too slow');
    const before = await desk.written();
    await holder.query('begin');
    try {
      await holder.query('select 1 from home_pages where whitelabel_id = $1 for update', [
        desk.tenant.id,
      ]);
      const { error, ms } = await desk.publish(revision);
      expect(error).toEqual(busy);
      expect(ms).toBeGreaterThanOrEqual(bounds.timeoutMs - 20);
      expect(ms).toBeLessThan(bounds.timeoutMs + 700);
      await expect.poll(waitingOnLocks, { timeout: 300, interval: 25 }).toBe(0);
    } finally {
      await holder.query('commit');
    }
    await sleep(100);
    expect(await desk.written()).toEqual(before);
  });

  it('ends a publication’s session left idle past the hold (idle_in_transaction_session_timeout), freeing its lock', async () => {
    const { db } = app.database;
    const holdMs = 300;
    const lock = [publicationLockName('home', 'main'), 987_654] as const;
    let lockedAt = 0;
    const idle = db
      .transaction(async (tx) => {
        await tx.execute(publishLimits(5000, holdMs));
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock[0]}), ${lock[1]}::int)`);
        lockedAt = performance.now();
        // Stands for a publication stalled between two statements, the item held.
        await sleep(1500);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await expect.poll(() => lockedAt, { interval: 10 }).toBeGreaterThan(0);
    // Another instance asks for the item: the database gives it once it ended the idle session.
    await holder.query('begin');
    await holder.query("set local lock_timeout = '1200ms'");
    await holder.query('select pg_advisory_xact_lock(hashtext($1), $2::int)', [...lock]);
    const freedAfterMs = performance.now() - lockedAt;
    await holder.query('commit');
    expect(freedAfterMs).toBeGreaterThanOrEqual(holdMs - 20);
    expect(freedAfterMs).toBeLessThan(holdMs + 500);
    // The stalled work fails as an outage (503), never a 500; the pool serves the next one.
    const failure = await idle;
    expect(failure).toBeInstanceOf(Error);
    expect(toErrorReply(failure).statusCode).toBe(503);
    expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });
});
