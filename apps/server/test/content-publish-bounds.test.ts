import { type HomeContent, languages } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentRevisions } from '../src/db/schema/index.ts';
import { liveHomeDocument } from '../src/modules/content-editing/kinds/home.ts';
import { createItemTurns } from '../src/modules/content-editing/item-turns.ts';
import type { PublishBounds } from '../src/modules/content-editing/publish-clock.ts';
import {
  createContentEditingService,
  publicationTurn,
} from '../src/modules/content-editing/service.ts';
import { inviteStaff } from '../src/modules/staff/invitations.ts';
import { AppError } from '../src/shared/app-error.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';

/**
 * A publication of the portal's content waits a bounded time for its item and holds it a bounded
 * time (issue 28's rule: every resource taken is given back on every path, including a client
 * that hangs up while it waits). Against the real database: a publication that hangs holding
 * the item, a client that leaves the queue, a publication past its hold rolled back, and each
 * time the next publication goes through at once.
 */
const app = useApp();
const bounds: PublishBounds = { waitMs: 400, timeoutMs: 2000 };

async function editorDesk(publishBounds: PublishBounds = bounds) {
  const { db } = app().database;
  const tenant = await createTenant(db);
  const member = await inviteStaff(db, {
    whitelabelId: tenant.id,
    invitation: { email: `editor-${tenant.id}@operator.example`, name: 'Eve', roles: ['content'] },
    invitedBy: null,
    now: new Date(),
  });
  const actor = {
    id: member.memberId,
    name: 'Eve',
    roles: ['content' as const],
    whitelabelId: tenant.id,
    address: '127.0.0.1',
    requestId: 'req-publish-bounds',
  };
  const turns = createItemTurns();
  const editing = createContentEditingService({
    db,
    bounds: publishBounds,
    turns,
    onPublished: () => {},
  });
  const turn = publicationTurn(tenant.id, 'home', 'main');
  /** A draft with this title in every language, ready to publish: its revision id. */
  const draft = async (title: string) => {
    const live = await liveHomeDocument(db, tenant.id);
    const titles = Object.fromEntries(languages.map((l) => [l, `${title} ${l}`]));
    const saved = await editing.saveDraft(actor, 'home', 'main', {
      ...live,
      title: titles as HomeContent['title'],
    });
    return Number(saved.id);
  };
  const published = async () =>
    db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(
        and(eq(contentRevisions.whitelabelId, tenant.id), eq(contentRevisions.state, 'published')),
      );
  return { db, tenant, actor, turns, editing, turn, draft, published };
}

/** The refusal a bounded publication ends with, and how long it took. */
async function refusal(run: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await run.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { error, ms: performance.now() - started };
}

const busy = expect.objectContaining({ statusCode: 503, code: 'content_publish_busy' });

describe('a publication of the content: bounded, and always giving its item back', () => {
  it('publishes two at once one after the other, both kept in the history', async () => {
    const desk = await editorDesk();
    const [first, second] = [await desk.draft('One'), await desk.draft('Two')];
    const both = await Promise.all([
      desk.editing.publish(desk.actor, 'home', 'main', first),
      desk.editing.publish(desk.actor, 'home', 'main', second),
    ]);
    expect(both.map((item) => item.history[0]?.state)).toEqual(['published', 'published']);
    expect(await desk.published()).toHaveLength(2);
    expect(desk.turns.queued(desk.turn)).toBe(0);
  });

  it('answers 503 content_publish_busy after the wait when another publication hangs, then goes through once it ends', async () => {
    const desk = await editorDesk();
    const revision = await desk.draft('Waited');
    // A publication of the same item that hangs, holding it.
    const hung = new AbortController();
    const giveBack = await desk.turns.take(desk.turn, hung.signal);

    const { error, ms } = await refusal(desk.editing.publish(desk.actor, 'home', 'main', revision));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toEqual(busy);
    expect(ms).toBeGreaterThanOrEqual(bounds.waitMs - 20);
    expect(ms).toBeLessThan(bounds.waitMs + 500);
    // The refused one left the queue: only the hung one holds the item.
    expect(desk.turns.queued(desk.turn)).toBe(1);
    expect(await desk.published()).toHaveLength(0);

    giveBack();
    const started = performance.now();
    const item = await desk.editing.publish(desk.actor, 'home', 'main', revision);
    expect((item.live as HomeContent | null)?.title.fr).toBe('Waited fr');
    expect(performance.now() - started).toBeLessThan(bounds.waitMs);
    expect(desk.turns.queued(desk.turn)).toBe(0);
  });

  it('stops waiting at once when the client hangs up, keeping no place in the queue', async () => {
    const desk = await editorDesk();
    const revision = await desk.draft('Abandoned');
    const giveBack = await desk.turns.take(desk.turn, new AbortController().signal);
    const client = new AbortController();
    const publishing = desk.editing.publish(desk.actor, 'home', 'main', revision, client.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(desk.turns.queued(desk.turn)).toBe(2);

    const hungUpAt = performance.now();
    client.abort(new DOMException('gone', 'AbortError'));
    const { error } = await refusal(publishing);
    expect(performance.now() - hungUpAt).toBeLessThan(50);
    expect(error).toBeDefined();
    expect(desk.turns.queued(desk.turn)).toBe(1);

    giveBack();
    // Nothing of the abandoned one was published; the next one goes through.
    expect(await desk.published()).toHaveLength(0);
    await desk.editing.publish(desk.actor, 'home', 'main', revision);
    expect(await desk.published()).toHaveLength(1);
  });

  it('rolls back a publication that holds its item past the bound, and gives the item back', async () => {
    // A hold of 1 ms: every publication passes it before its write is committed.
    const desk = await editorDesk({ waitMs: 400, timeoutMs: 1 });
    const revision = await desk.draft('Too slow');
    const before = await liveHomeDocument(desk.db, desk.tenant.id);

    const { error, ms } = await refusal(desk.editing.publish(desk.actor, 'home', 'main', revision));
    expect(error).toEqual(busy);
    expect(ms).toBeLessThan(500);
    // Rolled back whole: the live page and the history unchanged.
    expect(await liveHomeDocument(desk.db, desk.tenant.id)).toEqual(before);
    expect(await desk.published()).toHaveLength(0);
    expect(desk.turns.queued(desk.turn)).toBe(0);

    // The advisory lock went with the transaction: a publication with room goes through.
    const patient = createContentEditingService({ db: desk.db, bounds, onPublished: () => {} });
    const item = await patient.publish(desk.actor, 'home', 'main', revision);
    expect((item.live as HomeContent | null)?.title.fr).toBe('Too slow fr');
  });
});
