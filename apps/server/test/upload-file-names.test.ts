import { contactSentSchema, protestDetailSchema } from '@portico/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { contactRequestAttachments, contactRequests } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { createHelpTenant, pdfBytes, postContact } from './helpers/help-centre.ts';
import { sampleFiles } from './helpers/multipart.ts';
import { claimOf, claimsFixture } from './helpers/protests.ts';

/**
 * Issue 24 items 7 and 13: the name a sender gives a file is stored for staff to read (the
 * operator's claim desk, the support desk's e-mail). A NUL in it reached PostgreSQL, which cannot
 * store one: 500, in production too. Bidirectional controls (a right-to-left override turns
 * "photo\u202Egnp.exe" into "photoexe.png" on screen) and other invisible characters made a name
 * lie to the staff. The name is now cleaned when stored: controls and invisible format characters
 * removed (the rest kept as sent, in NFC), a name left empty named by its type. Answer: 201.
 */

const base = testConfig();
const limits: Partial<Config> = {
  lookup: { ...base.lookup, rateLimitMax: 100_000 },
  rateLimit: { max: 100_000, windowMs: 60_000 },
};
const config = testConfig(limits);
const app = useApp(config);
// The same answers in production, where a 500 would have hidden its cause.
const productionConfig = testConfig({ ...limits, nodeEnv: 'production' });
const production = useApp(productionConfig);

/** What a sender may name a file, and the name stored. */
const names: readonly (readonly [sent: string, stored: string])[] = [
  ['scan\u0000.pdf', 'scan.pdf'],
  // A right-to-left override: shown as "photoexe.png".
  ['photo\u202Egnp.exe', 'photognp.exe'],
  ['a\u202Ab\u202Bc\u202Cd\u202De\u202Ef.pdf', 'abcdef.pdf'],
  ['\u2066x\u2067y\u2068z\u2069\u200E\u200F\u061C.pdf', 'xyz.pdf'],
  ['tab\tbell\u0007esc\u001B\u007Fnel\u0085csi\u009B.pdf', 'tabbellescnelcsi.pdf'],
  ['zero\u200Bwidth\u200Cjoin\u200D\uFEFF\u00AD.pdf', 'zerowidthjoin.pdf'],
  ['tag\u{E0067}\u{E0062}\u2060\u2028\u2029.pdf', 'tag.pdf'],
  ['  spaced out  .pdf  ', 'spaced out  .pdf'],
  ['e\u0301te\u0301 – carte grise.pdf', 'été – carte grise.pdf'],
  ['فاتورة ١٢.pdf', 'فاتورة ١٢.pdf'],
  ['領収書 📄.pdf', '領収書 📄.pdf'],
];
/** A name of nothing visible: named by the file's type. */
const invisibleOnly = ['\u202E\u0000\u200B', 'attachment.pdf'] as const;

const everyName = [...names, invisibleOnly];

/** The names in groups of at most five (files per upload). */
function groupsOfFive<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += 5) groups.push(items.slice(index, index + 5));
  return groups;
}

const pdfNamed = (fileName: string) => ({
  name: 'attachments',
  fileName,
  type: 'application/pdf',
  content: sampleFiles.pdf,
});

describe.each([
  { mode: 'test', theApp: app, theConfig: config },
  { mode: 'production', theApp: production, theConfig: productionConfig },
])('file names of uploads ($mode)', ({ theApp, theConfig }) => {
  const { claimTenant, tripToClaim, postClaim, operator } = claimsFixture({
    app: theApp,
    config: theConfig,
    clock: () => new Date(),
  });

  it('are stored cleaned with a claim (201), as the operator desk shows them', async () => {
    const tenant = await claimTenant();
    for (const group of groupsOfFive(everyName)) {
      const { set, journey } = await tripToClaim(tenant);
      const response = await postClaim(tenant, {
        sessionId: set.sessionId,
        claim: claimOf([journey.id]),
        files: group.map(([sent]) => pdfNamed(sent)),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { reference } = response.json<{ reference: string }>();
      const detail = protestDetailSchema.parse(
        (await operator(tenant, 'operatorProtest', { params: { reference } })).json(),
      );
      expect(detail.attachments.map((file) => file.fileName)).toEqual(
        group.map(([, stored]) => stored),
      );
      // The download names it the same way, in both forms of Content-Disposition.
      const first = detail.attachments[0];
      const download = await operator(tenant, 'operatorProtestAttachment', {
        params: { reference, attachmentId: first?.id ?? '' },
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(first?.fileName ?? '')}`,
      );
    }
  });

  it('are stored cleaned with a contact request (201)', async () => {
    const db = () => theApp().database.db;
    const tenant = await createHelpTenant(db());
    const references: string[] = [];
    for (const group of groupsOfFive(everyName)) {
      const response = await postContact(
        theApp(),
        tenant.host,
        {
          nodeId: 'proof-form',
          email: `names-${uniqueSuffix()}@example.org`,
          message: 'The files.',
          fields: {},
        },
        {
          captchaToken: solvedCaptchaToken(theConfig),
          files: group.map(([sent]) => ({
            filename: sent,
            contentType: 'application/pdf',
            content: pdfBytes,
          })),
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      references.push(contactSentSchema.parse(response.json()).reference);
    }
    const stored = await db()
      .select({ filename: contactRequestAttachments.filename })
      .from(contactRequestAttachments)
      .innerJoin(contactRequests, eq(contactRequests.id, contactRequestAttachments.requestId))
      .where(inArray(contactRequests.reference, references))
      .orderBy(contactRequests.id, contactRequestAttachments.id);
    expect(stored.map((row) => row.filename)).toEqual(everyName.map(([, name]) => name));
  });
});

describe('a file name', () => {
  it('of an image with no visible character is named by its type', async () => {
    const { claimTenant, tripToClaim, postClaim, operator } = claimsFixture({
      app,
      config,
      clock: () => new Date(),
    });
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const response = await postClaim(tenant, {
      sessionId: set.sessionId,
      claim: claimOf([journey.id]),
      files: [
        { name: 'attachments', fileName: '\u0000', content: sampleFiles.png },
        { name: 'attachments', fileName: '\u202E', content: sampleFiles.jpeg },
        { name: 'attachments', fileName: '\u200B', content: sampleFiles.gif },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const detail = protestDetailSchema.parse(
      (await operator(tenant, 'operatorProtest', { params: { reference } })).json(),
    );
    expect(detail.attachments.map((file) => file.fileName)).toEqual([
      'attachment.png',
      'attachment.jpg',
      'attachment.gif',
    ]);
  });

  it('over 255 characters is cut there, never inside a character', async () => {
    const { claimTenant, tripToClaim, postClaim, operator } = claimsFixture({
      app,
      config,
      clock: () => new Date(),
    });
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const long = `${'📄'.repeat(300)}.pdf`;
    const response = await postClaim(tenant, {
      sessionId: set.sessionId,
      claim: claimOf([journey.id]),
      files: [pdfNamed(long)],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const detail = protestDetailSchema.parse(
      (await operator(tenant, 'operatorProtest', { params: { reference } })).json(),
    );
    expect(detail.attachments[0]?.fileName).toBe('📄'.repeat(255));
  });
});
