import { crc32, deflateSync } from 'node:zlib';
import { addVirtualAuthenticator, enrolFromLink, horizontalOverflow } from './console-helpers.ts';
import { fillInFiveLanguages } from './console-home-content.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// The content editor's day (issue 28 item 10, "Done when"): a person with the content role only,
// made by `npm run staff:invite -- --role content`, changes the home page's banner and its Contest
// tile in five languages, publishes them, and the public home of the same server shows them in
// French and English at once, without a restart (the server's content cache is told).

const [editor] = consolePeople.content;
let server: ConsoleServer;

const contestTile = {
  Français: 'Contester un avis reçu par erreur',
  English: 'Contest a notice sent in error',
  Deutsch: 'Einspruch gegen einen irrtümlichen Bescheid',
  Italiano: 'Contesta un avviso ricevuto per errore',
  Español: 'Reclamar un aviso recibido por error',
};

const newTitle = {
  Français: 'Réglez votre péage A79 en deux minutes',
  English: 'Pay your A79 toll in two minutes',
  Deutsch: 'Bezahlen Sie Ihre A79-Maut in zwei Minuten',
  Italiano: 'Paga il pedaggio A79 in due minuti',
  Español: 'Pague su peaje de la A79 en dos minutos',
};

const winterArticle = {
  Français: { title: 'Pneus d’hiver', body: 'Premier paragraphe.\n\nSecond paragraphe.' },
  English: { title: 'Winter tyres', body: 'First paragraph.\n\nSecond paragraph.' },
  Deutsch: { title: 'Winterreifen', body: 'Erster Absatz.\n\nZweiter Absatz.' },
  Italiano: { title: 'Pneumatici invernali', body: 'Primo paragrafo.\n\nSecondo paragrafo.' },
  Español: { title: 'Neumáticos de invierno', body: 'Primer párrafo.\n\nSegundo párrafo.' },
};

const plateQuestion = {
  label: {
    Français: 'Une question sur une plaque étrangère',
    English: 'A question about a foreign plate',
    Deutsch: 'Eine Frage zu einem ausländischen Kennzeichen',
    Italiano: 'Una domanda su una targa straniera',
    Español: 'Una pregunta sobre una matrícula extranjera',
  },
  title: {
    Français: 'Votre plaque étrangère',
    English: 'Your foreign plate',
    Deutsch: 'Ihr ausländisches Kennzeichen',
    Italiano: 'La vostra targa straniera',
    Español: 'Su matrícula extranjera',
  },
  field: {
    Français: 'Plaque concernée',
    English: 'Plate concerned',
    Deutsch: 'Betroffenes Kennzeichen',
    Italiano: 'Targa interessata',
    Español: 'Matrícula afectada',
  },
};

/** A real 64 x 24 PNG (a browser decodes it), one grey: the banner's new picture. */
function bannerPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.from([0, 0, 0, 64, 0, 0, 0, 24, 8, 0, 0, 0, 0]);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 90)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 24 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// One long day of an editor (banner, article, footer, the assistant's form step): four minutes on
// a busy CI machine, where it took about one and a half alone.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor('content', Number(process.env.E2E_CONSOLE_CONTENT_PORT ?? 8197));
});
test.afterAll(async () => {
  await server?.stop();
});

test('a content editor changes the home banner and writes a new article in five languages, publishes them, and visitors see them', async ({
  page,
  browser,
  pageErrors,
}) => {
  void pageErrors;
  await addVirtualAuthenticator(page);
  await page.setViewportSize(phoneAndDesk[1]);
  await enrolFromLink(page, server, editor, 'ordinateur du bureau');

  await page
    .getByRole('navigation', { name: 'Sections de la console' })
    .getByRole('link', { name: 'Contenus' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contenus' })).toBeVisible();
  const title = page.getByRole('group', { name: 'Titre du bandeau', exact: true });
  // The live title, from the demo's tenant file, is what the editor starts from.
  await expect(title.getByLabel('Français')).toHaveValue(/A79/);
  await expectNoAxeViolations(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Four languages written, then publishing is refused: the fifth is missing.
  for (const [language, text] of Object.entries(newTitle)) {
    await title.getByLabel(language).fill(language === 'Italiano' ? '' : text);
  }
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Titre du bandeau (Italiano)' }),
  ).toBeVisible();
  await expect(title.getByLabel('Italiano')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await title.getByLabel('Italiano').fill(newTitle.Italiano);
  // The Contest tile: empty, each field shows the portal's standard words; written in five.
  const tile = page.getByRole('group', { name: 'Tuile « Contester » : titre', exact: true });
  await expect(tile.getByLabel('Italiano')).toHaveAttribute('placeholder', 'Contesta');
  await fillInFiveLanguages(tile, contestTile);
  // The preview shows the draft in the language asked for, before anything is published.
  await page.getByLabel('Langue de l’aperçu').selectOption('en');
  await expect(page.locator('.preview-title')).toHaveText(newTitle.English);
  await expect(page.locator('.preview-tiles [data-tile="contest"] strong')).toHaveText(
    contestTile.English,
  );
  // A new banner picture from the media store: uploaded, chosen, shown by the preview (the
  // console's CSP lets the portal's own /media answers in).
  const pictures = page.getByRole('group', { name: 'Image', exact: true });
  await pictures
    .getByLabel('Ajouter une image (PNG, JPEG ou WebP, 2 Mo au plus)')
    .setInputFiles({ name: 'Bandeau printemps.png', mimeType: 'image/png', buffer: bannerPng() });
  const chosen = pictures.getByRole('radio', { name: /^bandeau-printemps-[0-9a-f]{16}\.png$/ });
  await expect(chosen).toBeChecked();
  const previewPicture = page.locator('.content-preview img.preview-picture');
  await expect(previewPicture).toHaveAttribute('src', /^\/media\/a79\/bandeau-printemps-/);
  await expect
    .poll(() => previewPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(64);
  const picturePath = await previewPicture.getAttribute('src');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Brouillon enregistré.' })).toHaveText(
    'Brouillon enregistré. Les visiteurs ne le voient pas encore.',
  );
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Publié : les visiteurs le voient désormais.' }),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByText('Visible des visiteurs')).toBeVisible();
  await expect(history.getByText('Brouillon', { exact: true })).toBeVisible();

  // The public home of the same server, in a visitor's own browser, in French and in English.
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto(`${server.origin}/fr/`);
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(newTitle.Français);
  await expect(home.locator('[data-tile="contest"] h3')).toHaveText(contestTile.Français);
  // The tiles left alone keep the portal's standard words.
  await expect(home.locator('[data-tile="pay"] h3')).toHaveText('Payer');
  // The banner's picture is the one uploaded, served by the portal with a year's cache.
  await expect(home.locator(`img[src="${picturePath ?? ''}"]`)).toHaveCount(1);
  const served = await home.request.get(`${server.origin}${picturePath ?? ''}`);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  await home.goto(`${server.origin}/en/`);
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(newTitle.English);
  await expect(home.locator('[data-tile="contest"] h3')).toHaveText(contestTile.English);
  await visitor.close();

  // On a phone the five languages stack: nothing scrolls sideways, and it stays accessible.
  await page.setViewportSize(phoneAndDesk[0]);
  await expect(title.getByLabel('Español')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // A new article, by its address: written in five languages, published, read by a visitor.
  await page.setViewportSize(phoneAndDesk[1]);
  await page.getByLabel('Type de contenu').selectOption('article');
  const slug = page.getByLabel('Nouvel article : son adresse (slug)');
  await slug.fill('help');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('Cette adresse est une page du portail lui-même')).toBeVisible();
  await slug.fill('pneus-hiver');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  const articleTitle = page.getByRole('group', { name: 'Titre de l’article', exact: true });
  const articleText = page.getByRole('group', { name: 'Texte de l’article', exact: true });
  await expect(articleTitle.getByLabel('Français')).toHaveValue('');
  for (const [language, text] of Object.entries(winterArticle)) {
    await articleTitle.getByLabel(language).fill(text.title);
    await articleText.getByLabel(language).fill(text.body);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Publié : les visiteurs le voient désormais.' }),
  ).toBeVisible();
  const reader = await browser.newContext();
  const article = await reader.newPage();
  await article.goto(`${server.origin}/de/pneus-hiver`);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(winterArticle.Deutsch.title);
  await expect(article.getByText('Zweiter Absatz.')).toBeVisible();

  // The footer: the site map moved first with the keyboard alone (focus follows the entry moved),
  // published, and the visitor's footer lists it first at once.
  await page.getByLabel('Type de contenu').selectOption('footer');
  const siteMap = page.getByRole('group', { name: 'Entrée 3', exact: true });
  await expect(siteMap.getByLabel('Rubrique')).toHaveValue('SITE_MAP');
  await siteMap.getByRole('button', { name: 'Monter l’entrée 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Monter l’entrée 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('group', { name: 'Entrée 1', exact: true }).getByLabel('Rubrique'),
  ).toHaveValue('SITE_MAP');
  // At the top its "move up" is off: the focus is on its "move down".
  await expect(page.getByRole('button', { name: 'Descendre l’entrée 1' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Publié : les visiteurs le voient désormais.' }),
  ).toBeVisible();
  await article.goto(`${server.origin}/fr/`);
  await expect(article.getByRole('contentinfo').getByRole('link').first()).toHaveText(
    'Plan du site',
  );

  // The assistant: a form step added under its start, its field written in five languages,
  // published; a visitor's assistant offers it and opens its form at once.
  await page.getByLabel('Type de contenu').selectOption('assistant');
  const tree = page.getByRole('navigation', { name: 'Les étapes de l’assistant' });
  await tree.getByRole('button').first().click();
  await page.getByRole('button', { name: /^Ajouter une étape sous/ }).click();
  await expect(tree.getByRole('button', { name: /Nouvelle étape \(question\)/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByLabel('Type d’étape').selectOption('ACTION');
  await fillInFiveLanguages(
    page.getByRole('group', { name: /^Étape « .* » : libellé$/ }),
    plateQuestion.label,
  );
  await fillInFiveLanguages(
    page.getByRole('group', { name: 'Titre du formulaire', exact: true }),
    plateQuestion.title,
  );
  await page.getByRole('button', { name: 'Ajouter un champ' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption('plate');
  await fillInFiveLanguages(
    page.getByRole('group', { name: 'Champ 1 : libellé', exact: true }),
    plateQuestion.field,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Publié : les visiteurs le voient désormais.' }),
  ).toBeVisible();
  await article.goto(`${server.origin}/it/contact/chatbot`);
  await article.getByRole('button', { name: plateQuestion.label.Italiano }).click();
  await expect(article.getByRole('heading', { name: plateQuestion.title.Italiano })).toBeVisible();
  await expect(article.getByLabel(plateQuestion.field.Italiano, { exact: false })).toBeVisible();
  await reader.close();
});
