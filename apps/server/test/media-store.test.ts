import {
  type ContentItem,
  type ContentRevision,
  type HomeContent,
  type MediaLibrary,
  type MediaPicture,
  emptyContentDocument,
  languages,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, contentRevisions, mediaPictures } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { jpegHeader, pngPicture, uploadPicture, webpHeader } from './helpers/media-pictures.ts';
import { expectError, getRoute } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The media store (issue 28 item 10): a white-label's pictures uploaded from the console, sniffed
 * by their first bytes, bounded in bytes and pixels and in bytes a day per person and per
 * white-label, served at /media/<code>/<name> before the media folder, and the only pictures a
 * content document may name.
 */
const now = new Date();
const base = testConfig();
const picture = pngPicture(4, 3, 200);
// The allowances: 3 of the 40 KiB pictures below a person, 5 a white-label, a day.
const padded = 40 * 1024;
const app = useApp(
  {
    publicOrigin: 'https://portal.test.example',
    staffLimits: {
      ...base.staffLimits,
      mediaUploads: { bytesPerStaffPerDay: 3 * padded, bytesPerWhitelabelPerDay: 5 * padded },
    },
  },
  { clock: () => now },
);

const everywhere = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, `${text} (${language})`])) as Record<
    (typeof languages)[number],
    string
  >;

async function storedCount(whitelabelId: number): Promise<number> {
  const rows = await app()
    .database.db.select({ id: mediaPictures.id })
    .from(mediaPictures)
    .where(eq(mediaPictures.whitelabelId, whitelabelId));
  return rows.length;
}

describe('media store: uploads', () => {
  it('stores a PNG under a content-hashed name, lists it, audits it and serves it', async () => {
    const editor = await signedInStaff(app(), now, ['content'], 'Chloé Content');
    const uploaded = await uploadPicture(app(), editor, 'Spring Banner (été).png', picture);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const stored = uploaded.json<MediaPicture>();
    expect(stored).toMatchObject({
      contentType: 'image/png',
      size: picture.length,
      width: 4,
      height: 3,
      uploadedBy: 'Chloé Content',
    });
    expect(stored.name).toMatch(/^spring-banner-ete-[0-9a-f]{16}\.png$/);
    expect(stored.path).toBe(`/media/${editor.tenant.code}/${stored.name}`);

    const list = await editor.call('GET', 'mediaPictures');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<MediaLibrary>().pictures).toEqual([stored]);

    const [audit] = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.whitelabelId, editor.tenant.id), eq(auditEvents.action, 'media.upload')),
      );
    expect(audit).toMatchObject({ targetType: 'media', targetId: stored.name });

    const served = await app().inject({ method: 'GET', url: stored.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.rawPayload.equals(picture)).toBe(true);
    const again = await app().inject({
      method: 'GET',
      url: stored.path,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // The same file again is the same picture: one row, no second count of its bytes.
    const twice = await uploadPicture(app(), editor, 'Spring Banner (été).png', picture);
    expect(twice.json<MediaPicture>().name).toBe(stored.name);
    expect(await storedCount(editor.tenant.id)).toBe(1);
  });

  it('accepts JPEG and WebP by their bytes, whatever their names say', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const jpeg = await uploadPicture(app(), editor, 'photo.png', jpegHeader(640, 480), 'image/png');
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json<MediaPicture>()).toMatchObject({
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(jpeg.json<MediaPicture>().name).toMatch(/^photo-[0-9a-f]{16}\.jpg$/);
    const webp = await uploadPicture(app(), editor, 'wide', webpHeader(1920, 600), 'image/webp');
    expect(webp.json<MediaPicture>()).toMatchObject({
      contentType: 'image/webp',
      width: 1920,
      height: 600,
    });
  });

  it('refuses what is not PNG, JPEG or WebP by content: SVG, GIF, a program', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    expectError(await uploadPicture(app(), editor, 'logo.png', svg), 400, 'media_type_not_valid');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
    expectError(await uploadPicture(app(), editor, 'a.gif', gif), 400, 'media_type_not_valid');
    // A PNG signature with no header after it: no dimensions, not a picture.
    const truncated = pngPicture(2, 2).subarray(0, 10);
    expectError(
      await uploadPicture(app(), editor, 'cut.png', truncated),
      400,
      'media_type_not_valid',
    );
    expect(await storedCount(editor.tenant.id)).toBe(0);
  });

  it('refuses a picture over 2 MiB (413) or over its pixels (400), storing nothing', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const big = pngPicture(4, 4, 10, 2 * 1024 * 1024 + 1);
    expectError(await uploadPicture(app(), editor, 'big.png', big), 413, 'media_too_large');
    const wide = pngPicture(9000, 1);
    expectError(
      await uploadPicture(app(), editor, 'wide.png', wide),
      400,
      'media_dimensions_too_large',
    );
    const bomb = jpegHeader(8000, 8000);
    expectError(
      await uploadPicture(app(), editor, 'bomb.jpg', bomb),
      400,
      'media_dimensions_too_large',
    );
    expect(await storedCount(editor.tenant.id)).toBe(0);
  });

  it('counts a person’s bytes of the day: of 5 concurrent uploads, 3 fit', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    // From five addresses (the upload gate lets one address hold 3 places): the allowance,
    // not the gate, decides.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((shade) =>
        uploadPicture(
          app(),
          editor,
          `p${shade}.png`,
          pngPicture(2, 2, shade, padded),
          'image/png',
          `192.0.2.${shade}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expectError(refused, 429, 'media_staff_limit');
    }
    expect(await storedCount(editor.tenant.id)).toBe(3);
  });

  it('counts the white-label’s bytes of the day across its people', async () => {
    const first = await signedInStaff(app(), now, ['content', 'admin']);
    const { colleagueOf } = await import('./helpers/staff-team.ts');
    const second = await colleagueOf(app(), first, ['content']);
    const session = { ...first, cookie: second.cookie };
    for (const shade of [1, 2, 3]) {
      const answer = await uploadPicture(
        app(),
        first,
        `a${shade}.png`,
        pngPicture(2, 2, shade, padded),
      );
      expect(answer.statusCode, answer.body).toBe(201);
    }
    for (const shade of [4, 5]) {
      const answer = await uploadPicture(
        app(),
        session,
        `b${shade}.png`,
        pngPicture(2, 2, shade, padded),
      );
      expect(answer.statusCode, answer.body).toBe(201);
    }
    expectError(
      await uploadPicture(app(), session, 'b6.png', pngPicture(2, 2, 6, padded)),
      429,
      'media_whitelabel_limit',
    );
    expect(await storedCount(first.tenant.id)).toBe(5);
  });

  it('wants content.edit and a multipart body', async () => {
    const agent = await signedInStaff(app(), now, ['agent']);
    expectError(await uploadPicture(app(), agent, 'a.png', picture), 403, 'forbidden');
    expectError(await agent.call('GET', 'mediaPictures'), 403, 'forbidden');
    const editor = await signedInStaff(app(), now, ['content']);
    const json = await editor.call('POST', 'uploadMediaPicture', { body: { picture: 'x' } });
    expectError(json, 415, 'unsupported_media_type');
  });
});

describe('media store: serving and the content’s pictures', () => {
  it('serves the media folder’s files after the store, with nosniff', async () => {
    const served = await app().inject({ method: 'GET', url: '/media/a79/banner.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const missing = await app().inject({ method: 'GET', url: '/media/a79/nothing-here.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('publishes the home’s banner picture from the library, refuses another white-label’s', async () => {
    const editor = await signedInStaff(app(), now, ['content'], 'Chloé Content');
    const other = await signedInStaff(app(), now, ['content'], 'Otto Other');
    const mine = (await uploadPicture(app(), editor, 'banner.png', picture)).json<MediaPicture>();

    // The other white-label's staff neither list nor use it.
    expect((await other.call('GET', 'mediaPictures')).json<MediaLibrary>().pictures).toEqual([]);
    const item = await editor.call('GET', 'contentItem', { params: { kind: 'home', key: 'main' } });
    const live = item.json<ContentItem>().live as HomeContent;
    // The tenant file's picture (the media folder) reads as the document's.
    expect(live.picture).toBe(`/media/${editor.tenant.code}/banner.svg`);
    const stolen = await other.call('PUT', 'saveContentDraft', {
      params: { kind: 'home', key: 'main' },
      body: { document: { ...live, picture: mine.path } },
    });
    expectError(stolen, 400, 'media_picture_unknown');
    const invented = await editor.call('PUT', 'saveContentDraft', {
      params: { kind: 'home', key: 'main' },
      body: { document: { ...live, picture: `/media/${editor.tenant.code}/never-uploaded.png` } },
    });
    expectError(invented, 400, 'media_picture_unknown');
    // Keeping the live row's picture is fine even though the store does not hold it.
    const kept = await editor.call('PUT', 'saveContentDraft', {
      params: { kind: 'home', key: 'main' },
      body: { document: { ...live, title: everywhere('Kept') } },
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const saved = await editor.call('PUT', 'saveContentDraft', {
      params: { kind: 'home', key: 'main' },
      body: { document: { ...live, picture: mine.path } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await editor.call('POST', 'publishContent', {
      params: { kind: 'home', key: 'main' },
      body: { revisionId: saved.json<ContentRevision>().id },
    });
    expect(published.statusCode, published.body).toBe(200);
    const home = await getRoute(app(), 'homePage', { tenantHost: editor.tenant.host });
    expect(home.json<{ picture: string | null }>().picture).toBe(mine.path);
  });

  it('gives pages and articles a picture, and a revision from before pictures the live one', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    const mine = (await uploadPicture(app(), editor, 'page.png', picture)).json<MediaPicture>();
    const document = {
      title: everywhere('Sign in'),
      text: everywhere('Text'),
      pictureAlt: everywhere('A gantry'),
      picture: mine.path,
    };
    const saved = await editor.call('PUT', 'saveContentDraft', {
      params: { kind: 'authentication-page', key: 'user' },
      body: { document },
    });
    const published = await editor.call('POST', 'publishContent', {
      params: { kind: 'authentication-page', key: 'user' },
      body: { revisionId: saved.json<ContentRevision>().id },
    });
    expect((published.json<ContentItem>().live as { picture: string }).picture).toBe(mine.path);

    const article = await editor.call('PUT', 'saveContentDraft', {
      params: { kind: 'article', key: 'with-picture' },
      body: {
        document: {
          ...emptyContentDocument('article'),
          title: everywhere('T'),
          content: everywhere('C'),
          picture: mine.path,
        },
      },
    });
    expect(article.statusCode, article.body).toBe(200);

    // A draft saved before pictures were editable: no `picture` in its stored document.
    const { picture: _dropped, ...older } = document;
    await app().database.db.insert(contentRevisions).values({
      whitelabelId: editor.tenant.id,
      kind: 'authentication-page',
      key: 'user',
      document: older,
      state: 'draft',
    });
    const item = await editor.call('GET', 'contentItem', {
      params: { kind: 'authentication-page', key: 'user' },
    });
    expect(item.json<ContentItem>().draft?.document).toMatchObject({ picture: mine.path });
  });
});
