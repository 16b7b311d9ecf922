import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type HomeContent, languages } from '@portico/contract';
import type { TenantFile } from '@portico/contract/tenant-file';
import { describe, expect, it } from 'vitest';
import { createContentEditingService } from '../src/modules/content-editing/service.ts';
import { liveHomeDocument } from '../src/modules/content-editing/kinds/home.ts';
import { inviteStaff } from '../src/modules/staff/invitations.ts';
import { applyTenant } from '../src/modules/tenants/apply-tenant.ts';
import { parseTenantFile } from '../src/modules/tenants/tenant-file-io.ts';
import { diffTenant } from '../src/modules/tenants/tenant-operations.ts';
import { tenantsDir } from '../src/paths.ts';
import { useApp } from './helpers/build-app.ts';
import { uniqueSuffix } from './helpers/factories.ts';

/**
 * Content published in the console and tenants as code (ARCHITECTURE.md, "Content editing"): the
 * last writer of the live tables wins. A publication shows in `tenant diff` as what an apply
 * would undo; the apply puts the file's texts back; publishing the revision again restores it.
 */
const app = useApp();
const keyVariable = 'TEST_CONTENT_ROADSIDE_KEY';
const secret = (name: string) => (name === keyVariable ? `key-${uniqueSuffix()}` : undefined);

async function freshTenantFile(): Promise<TenantFile> {
  const text = await readFile(path.join(tenantsDir, 'examples', 'val-de-loue.yaml'), 'utf8');
  const { file } = parseTenantFile(text);
  if (!file) throw new Error('the example is not valid');
  const suffix = uniqueSuffix().toLowerCase();
  return {
    ...file,
    code: `content-${suffix}`,
    hosts: [`content-${suffix}.localhost`],
    apiKeys: [{ label: 'roadside', secretEnv: keyVariable }],
  };
}

describe('content published in the console, then a tenant file applied', () => {
  it('shows in the diff, is overwritten by the apply, and comes back by publishing it again', async () => {
    const { db } = app().database;
    const file = await freshTenantFile();
    const today = new Date().toISOString().slice(0, 10);
    const whitelabelId = await applyTenant(db, file, { secret, today });
    const member = await inviteStaff(db, {
      whitelabelId,
      invitation: { email: 'editor@operator.example', name: 'Eve Editor', roles: ['content'] },
      invitedBy: null,
      now: new Date(),
    });
    const actor = {
      id: member.memberId,
      name: 'Eve Editor',
      roles: ['content' as const],
      whitelabelId,
      address: '127.0.0.1',
      requestId: 'req-content-tenants',
    };
    let told = 0;
    const editing = createContentEditingService({
      db,
      bounds: { waitMs: 5000, timeoutMs: 10_000 },
      onPublished: () => (told += 1),
    });

    const fromConsole = Object.fromEntries(
      languages.map((language) => [language, `Console ${language}`]),
    ) as HomeContent['title'];
    const live = await liveHomeDocument(db, whitelabelId);
    const draft = await editing.saveDraft(actor, 'home', 'main', { ...live, title: fromConsole });
    const published = await editing.publish(actor, 'home', 'main', Number(draft.id));
    expect(told).toBe(1);

    const diff = await diffTenant(db, file, secret);
    expect(diff.some((line) => line.includes('content.home.title'))).toBe(true);

    await applyTenant(db, file, { secret, today });
    expect((await liveHomeDocument(db, whitelabelId)).title.fr).toBe(file.content.home.title.fr);

    const newest = published.history[0];
    if (!newest) throw new Error('no publication');
    const restored = await editing.publish(actor, 'home', 'main', Number(newest.id));
    expect((restored.live as HomeContent | null)?.title).toEqual(fromConsole);
    expect(restored.history[0]?.state).toBe('published');
  });
});
