import {
  addVirtualAuthenticator,
  enrolFromLink,
  horizontalOverflow,
  watchPageErrors,
} from './console-helpers.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// The console's staff administration and audit log in a real browser (issue 28 items 1 and 5):
// the first admin invites an agent, the agent enrols on a device of their own (a second browser
// context with its own virtual authenticator) and sees none of the admin's pages; the admin reads
// both in the audit log. On the console specs' shared server.

const [admin] = consolePeople.staff;
// Invited from the console, not by the command: a name no other console spec's person has.
const agent = { email: `katherine-${Date.now()}@operator.example`, name: 'Katherine Johnson' };
let server: ConsoleServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor('staff', Number(process.env.E2E_CONSOLE_STAFF_PORT ?? 8190));
});
test.afterAll(async () => {
  await server?.stop();
});

test('the admin invites an agent, who enrols and may not manage staff; the audit log shows both', async ({
  page,
  pageErrors,
  browser,
}) => {
  await addVirtualAuthenticator(page);
  await page.setViewportSize(phoneAndDesk[1]);
  await enrolFromLink(page, server, admin, 'ordinateur du bureau');

  // The staff page, from the navigation.
  await page.getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: admin.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // Invite, by keyboard: the dialog takes the focus, Escape would close it.
  await page.getByRole('button', { name: 'Inviter une personne' }).focus();
  await page.keyboard.press('Enter');
  const invite = page.getByRole('dialog', { name: 'Inviter une personne' });
  await expect(invite.getByLabel('Nom')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(agent.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(agent.email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(invite.getByRole('checkbox', { name: 'agent' })).toBeChecked();
  await invite.getByLabel('Langue de l’e-mail').selectOption('en');
  await invite.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${agent.name} est invitée` }),
  ).toBeVisible();
  await expect(invite).toBeHidden();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: agent.name }),
  });
  await expect(card.getByText(/^non utilisé, valable jusqu’au/)).toBeVisible();

  // A new link, shown once: the one handed to the agent.
  await card.getByRole('button', { name: 'Nouveau lien d’inscription' }).click();
  const linkDialog = page.getByRole('dialog', {
    name: `Nouveau lien d’inscription de ${agent.name}`,
  });
  const link = new URL(await linkDialog.getByLabel('Lien d’inscription').inputValue());
  expect(link.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
  await linkDialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(linkDialog).toBeHidden();

  // The staff page fits a phone: nothing scrolls sideways.
  await page.setViewportSize(phoneAndDesk[0]);
  await expect(page.getByRole('heading', { level: 2, name: agent.name })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(phoneAndDesk[1]);

  // The agent, on a device of their own.
  const agentContext = await browser.newContext({ locale: 'fr-FR' });
  try {
    const agentPage = await agentContext.newPage();
    watchPageErrors(agentPage, pageErrors);
    await addVirtualAuthenticator(agentPage);
    const agentLink = { origin: server.origin, enrolmentPath: `${link.pathname}${link.hash}` };
    await enrolFromLink(agentPage, agentLink, agent, 'téléphone');
    const navigation = agentPage.getByRole('navigation', { name: 'Sections de la console' });
    await expect(navigation.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Équipe' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Journal d’audit' })).toHaveCount(0);
    await agentPage.goto(`${server.origin}/operator/staff`);
    await expect(agentPage.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();

    // A sign-in of their own, for the audit log.
    await agentPage.getByRole('button', { name: 'Se déconnecter' }).click();
    await agentPage.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
    await expect(
      agentPage.getByRole('heading', { level: 1, name: `Bienvenue, ${agent.name}` }),
    ).toBeVisible();

    // Their own passkeys, from the header; the only one cannot be removed.
    await agentPage.getByRole('link', { name: 'Mes clés d’accès' }).click();
    await expect(
      agentPage.getByRole('heading', { level: 1, name: 'Mes clés d’accès' }),
    ).toBeVisible();
    await expect(agentPage.getByText('téléphone', { exact: true })).toBeVisible();
    await expectNoAxeViolations(agentPage);
    await agentPage.getByRole('button', { name: 'Supprimer la clé d’accès téléphone' }).click();
    const remove = agentPage.getByRole('dialog', { name: 'Supprimer une clé d’accès' });
    await remove.getByRole('button', { name: 'Supprimer' }).click();
    await expect(remove.getByRole('alert')).toContainText('C’est la dernière clé d’accès');
    await agentPage.keyboard.press('Escape');
    await expect(remove).toBeHidden();
  } finally {
    await agentContext.close();
  }

  // The admin reads the invitation and the agent's sign-in in the audit log.
  await page.getByRole('link', { name: 'Journal d’audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible();
  const events = page.getByRole('table');
  await expect(events.getByRole('row').filter({ hasText: 'staff.invite' }).first()).toBeVisible();
  await expect(
    events.getByRole('row').filter({ hasText: 'staff.sign-in' }).filter({ hasText: agent.name }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Filtered by the staff actions' prefix; the CSV link carries the filter.
  await page.getByLabel('Action').fill('staff.invite');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/action=staff\.invite/);
  await expect(events.getByRole('row').filter({ hasText: 'staff.sign-in' })).toHaveCount(0);
  const csvHref = await page.getByRole('link', { name: /Télécharger en CSV/ }).getAttribute('href');
  const csv = await page.request.get(`${server.origin}${csvHref}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(agent.email);
});
