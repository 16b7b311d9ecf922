import {
  type ContentItem,
  type ContentRevision,
  emptyContentDocument,
  type HomeContent,
  type MediaPicture,
} from '@portico/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { fr } from '../../../../test/french-texts.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';

const texts = (text: string) => ({
  fr: `${text} fr`,
  en: `${text} en`,
  de: `${text} de`,
  it: `${text} it`,
  es: `${text} es`,
});
const tenantFilePicture = '/media/t-1/banner.svg';
const live: HomeContent = {
  ...emptyContentDocument('home'),
  title: texts('Bienvenue'),
  picture: tenantFilePicture,
};
const item: ContentItem = {
  kind: 'home',
  key: 'main',
  live,
  draft: null,
  history: [],
  homeTiles: [],
};
const picture = (name: string): MediaPicture => ({
  name,
  path: `/media/t-1/${name}`,
  contentType: 'image/png',
  size: 2048,
  width: 1600,
  height: 500,
  uploadedBy: 'Chloé',
  uploadedAt: '2026-11-29T10:00:00.000Z',
});
const spring = picture('spring-0123456789abcdef.png');
const path = '/operator/content/home/main';

/** The page on the home item, and the draft it saves. */
async function openHome() {
  const saved: { document?: HomeContent } = {};
  server.use(
    http.put(api(`${path}/draft`), async ({ request }) => {
      saved.document = ((await request.json()) as { document: HomeContent }).document;
      const revision: ContentRevision = {
        id: '12',
        state: 'draft',
        document: saved.document,
        author: 'Chloé',
        createdAt: '2026-11-29T10:00:00.000Z',
      };
      return HttpResponse.json(revision);
    }),
  );
  const user = userEvent.setup();
  renderConsole('/operator/content');
  const chooser = within(await screen.findByRole('group', { name: fr.content.picture.legend }));
  return { user, chooser, saved };
}

const previewPicture = () =>
  screen
    .getByRole('region', { name: fr.content.preview })
    .querySelector<HTMLImageElement>('img.preview-picture');

describe('the picture chooser', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          aStaffSession({ roles: ['content'], actions: ['content.edit', 'content.publish'] }),
        ),
      ),
      http.get(api(path), () => HttpResponse.json(item)),
      http.get(api('/operator/content/home'), () =>
        HttpResponse.json({
          kind: 'home',
          items: [{ key: 'main', title: texts('Bienvenue'), live: true }],
        }),
      ),
      http.get(api('/operator/media'), () => HttpResponse.json({ pictures: [spring] })),
    );
  });

  it('shows the library as named thumbnails, the live picture chosen, and previews a choice', async () => {
    const { user, chooser, saved } = await openHome();
    const current = fr.content.picture.current.replace('{name}', 'banner.svg');
    expect(chooser.getByRole('radio', { name: current })).toBeChecked();
    const springChoice = await chooser.findByRole('radio', { name: spring.name });
    expect(springChoice.closest('label')?.querySelector('img')).toHaveAttribute('src', spring.path);
    expect(previewPicture()).toHaveAttribute('src', tenantFilePicture);

    await user.click(springChoice);
    expect(previewPicture()).toHaveAttribute('src', spring.path);
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() => expect(saved.document?.picture).toBe(spring.path));

    await user.click(chooser.getByRole('radio', { name: fr.content.picture.none }));
    expect(previewPicture()).toBeNull();
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() => expect(saved.document?.picture).toBeNull());
  });

  it('uploads a new picture, which joins the library and is chosen', async () => {
    const added = picture('winter-fedcba9876543210.png');
    let sent = '';
    server.use(
      http.post(api('/operator/media'), ({ request }) => {
        sent = request.headers.get('content-type') ?? '';
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const { user, chooser, saved } = await openHome();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'winter.png', {
      type: 'image/png',
    });
    await user.upload(chooser.getByLabelText(fr.content.picture.upload), file);
    expect(await chooser.findByRole('radio', { name: added.name })).toBeChecked();
    expect(
      chooser.getByText(fr.content.picture.uploaded.replace('{name}', added.name)),
    ).toBeInTheDocument();
    // The browser's FormData: multipart with its own boundary, not JSON.
    expect(sent).toMatch(/^multipart\/form-data; boundary=/);
    expect(previewPicture()).toHaveAttribute('src', added.path);
    await user.click(screen.getByRole('button', { name: fr.content.saveDraft }));
    await waitFor(() => expect(saved.document?.picture).toBe(added.path));
  });

  it('says why the server refused a file, and refuses one over 2 MB before sending it', async () => {
    let calls = 0;
    server.use(
      http.post(api('/operator/media'), () => {
        calls += 1;
        return HttpResponse.json({ code: 400, message: 'media_type_not_valid' }, { status: 400 });
      }),
    );
    const { user, chooser } = await openHome();
    const input = chooser.getByLabelText(fr.content.picture.upload);
    await user.upload(input, new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
    expect(await chooser.findByText(fr.errors.media_type_not_valid)).toBeInTheDocument();
    expect(calls).toBe(1);

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await chooser.findByText(fr.errors.media_too_large)).toBeInTheDocument();
    expect(calls).toBe(1);
    // Nothing else was chosen.
    const current = fr.content.picture.current.replace('{name}', 'banner.svg');
    expect(chooser.getByRole('radio', { name: current })).toBeChecked();
  });
});
