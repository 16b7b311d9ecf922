import {
  addVirtualAuthenticator,
  createRentalCompany,
  enrolFromLink,
  horizontalOverflow,
} from './console-helpers.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// The console's dashboard and rental companies desk in a real browser (issue 28 items 6 and 9):
// the first person, made by `staff:invite --role admin --role finance --role renters`, enrols,
// reads the dashboard (its figures, a chart's table), creates a rental company and invites a
// user, whose invitation e-mail arrives in /dev/mailbox; at a phone's and a desk's width, with no
// sideways scrolling and no axe violation. On the console specs' shared server.

let server: ConsoleServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor(
    'dashboard',
    Number(process.env.E2E_CONSOLE_DASHBOARD_PORT ?? 8193),
  );
});
test.afterAll(async () => {
  await server?.stop();
});

test('the dashboard reads at a glance, then a rental company is created and a user invited', async ({
  page,
  pageErrors,
  request,
}) => {
  await addVirtualAuthenticator(page);
  await enrolFromLink(page, server, consolePeople.dashboard[0], 'ordinateur du bureau');

  for (const size of phoneAndDesk) {
    await page.setViewportSize(size);
    await page.goto(`${server.origin}/operator/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aujourd’hui' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Passages par jour' })).toBeVisible();
    // A chart's figures, one click away.
    await page.getByText('Voir les chiffres de chaque jour').first().click();
    await expect(
      page.getByRole('table', { name: 'Passages par jour' }).getByRole('row'),
    ).toHaveCount(31);
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page), `${size.width}px`).toBe(0);
  }

  // On a phone the sections' row scrolls sideways: the current section is brought into sight.
  await page.setViewportSize(phoneAndDesk[0]);
  await page.goto(`${server.origin}/operator/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Sections de la console' });
  await expect(sections.getByRole('link', { name: 'Journal d’audit' })).toBeInViewport({
    ratio: 1,
  });
  await page.setViewportSize(phoneAndDesk[1]);

  // The rental companies, from the navigation.
  await page.getByRole('link', { name: 'Sociétés de location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sociétés de location' })).toBeFocused();
  const code = `Rent-${Date.now().toString(36)}`;
  await createRentalCompany(page, { code, name: 'Rent & Go' });
  await expectNoAxeViolations(page);
  expect(await horizontalOverflow(page)).toBe(0);

  await page.getByRole('link', { name: 'Rent & Go' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rent & Go' })).toBeVisible();
  const email = `rita-${Date.now()}@rent.example`;
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Prénom').fill('Rita');
  await page.getByLabel('Nom de famille').fill('Rossi');
  await page.getByLabel('Langue de l’e-mail d’invitation').selectOption('it');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation envoyée à ${email}` }),
  ).toBeVisible();
  await expect(page.getByText(`Rita Rossi (${email})`)).toBeVisible();
  await expect(page.getByText('Aucune plaque dans la flotte.')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const size of phoneAndDesk) {
    await page.setViewportSize(size);
    expect(await horizontalOverflow(page), `${size.width}px`).toBe(0);
  }

  // The invitation e-mail, in the user's language.
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`${server.origin}/dev/mailbox.json`, {
          params: { recipient: email },
        });
        const { messages } = (await mailbox.json()) as {
          messages: { kind: string; language?: string }[];
        };
        return messages.map((message) => message.kind);
      },
      { timeout: 30_000, intervals: [300, 1000] },
    )
    .toContain('renter_invitation');

  // Suspended, then restored.
  await page.getByRole('button', { name: 'Suspendre la société' }).click();
  await expect(page.getByRole('button', { name: 'Rétablir la société' })).toBeVisible();
  await page.getByRole('button', { name: 'Rétablir la société' }).click();
  await expect(page.getByRole('button', { name: 'Suspendre la société' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
