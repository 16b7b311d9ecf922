import type { TenantFile } from '@portico/contract/tenant-file';
import { journeySettingsSchema } from '../journeys/settings.ts';
import { settingsDocument } from './settings-document.ts';

/**
 * What a tenant file's schema cannot say: that what one part names exists in another (a gantry's
 * gates, a tariff's toll points, the articles a page lists, an assistant node's parent), that
 * keys are unique, and the rules' relations (a reduced indemnity below the full one). Each
 * problem is a line naming where it is, so an operator fixes them all in one go.
 */
export function tenantFileProblems(file: TenantFile): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const unique = (where: string, keys: readonly string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) say(where, `"${key}" is listed twice`);
      seen.add(key);
    }
    return seen;
  };

  unique('hosts', file.hosts);
  unique('languages', file.languages);
  const { road, content } = file;
  unique(
    'road.gates',
    road.gates.map((gate) => gate.code),
  );
  const normalizedGates = new Set(road.gates.map((gate) => gate.normalizedGate));
  const pairs = unique(
    'road.gantryPairs',
    road.gantryPairs.map((pair) => pair.code),
  );
  const gantries = unique(
    'road.gantries',
    road.gantries.map((gantry) => gantry.code),
  );
  road.gantries.forEach((gantry, index) => {
    const where = `road.gantries[${index}] (${gantry.code})`;
    if (!pairs.has(gantry.pair)) say(where, `pair "${gantry.pair}" is not in road.gantryPairs`);
    for (const gate of [gantry.westGate, gantry.eastGate]) {
      if (!normalizedGates.has(gate)) say(where, `gate "${gate}" is no gate's normalizedGate`);
    }
    if (gantry.westGate === gantry.eastGate) say(where, 'its west and east gates are the same');
  });
  for (const pair of road.gantryPairs) {
    const sides = road.gantries.filter((gantry) => gantry.pair === pair.code).map((g) => g.side);
    if (sides.length !== 2 || sides[0] === sides[1]) {
      say(`road.gantryPairs (${pair.code})`, 'needs one gantry on each side (ouest, est)');
    }
  }
  unique(
    'road.tariffs',
    road.tariffs.map((tariff) => tariff.validFrom),
  );
  const priced = new Set<string>();
  road.tariffs.forEach((tariff, index) => {
    const where = `road.tariffs[${index}] (from ${tariff.validFrom})`;
    const points = tariff.points.map((point) =>
      point.gantry !== undefined ? `gantry ${point.gantry}` : `pair ${point.pair ?? ''}`,
    );
    unique(where, points);
    tariff.points.forEach((point) => {
      if (point.gantry !== undefined && !gantries.has(point.gantry)) {
        say(where, `gantry "${point.gantry}" is not in road.gantries`);
      }
      if (point.pair !== undefined && !pairs.has(point.pair)) {
        say(where, `pair "${point.pair}" is not in road.gantryPairs`);
      }
    });
    points.forEach((point) => priced.add(point));
  });
  for (const code of gantries) {
    if (!priced.has(`gantry ${code}`)) say('road.tariffs', `gantry "${code}" has no price`);
  }
  for (const code of pairs) {
    if (!priced.has(`pair ${code}`)) say('road.tariffs', `pair "${code}" has no transit price`);
  }

  const articles = unique(
    'content.articles',
    content.articles.map((article) => article.id),
  );
  const article = (where: string, id: string | null) => {
    if (id !== null && !articles.has(id)) say(where, `article "${id}" is not in content.articles`);
  };
  content.home.listBlockArticleIds.forEach((id) => article('content.home.listBlockArticleIds', id));
  content.home.sliderBlockArticleIds.forEach((id) =>
    article('content.home.sliderBlockArticleIds', id),
  );
  article('content.home.footerArticleId', content.home.footerArticleId);
  content.footer.forEach((entry, index) => {
    if (entry.target.kind === 'article')
      article(`content.footer[${index}]`, entry.target.articleId);
  });
  content.tripsPage.articleIds.forEach((id) => article('content.tripsPage.articleIds', id));
  const categories = unique(
    'content.faq.categories',
    content.faq.categories.map((category) => category.id),
  );
  unique(
    'content.faqEntries',
    content.faqEntries.map((entry) => (entry.kind === 'ARTICLE' ? entry.articleId : entry.id)),
  );
  content.faqEntries.forEach((entry, index) => {
    const where = `content.faqEntries[${index}]`;
    if (!categories.has(entry.categoryId)) say(where, `category "${entry.categoryId}" is unknown`);
    if (entry.kind === 'ARTICLE') article(where, entry.articleId);
  });
  const nodes = unique(
    'content.assistant',
    content.assistant.map((node) => node.id),
  );
  const roots = content.assistant.filter((node) => node.parentId === null);
  if (content.assistant.length > 0 && (roots.length !== 1 || roots[0]?.kind !== 'ROOT')) {
    say('content.assistant', 'needs exactly one node without parent, of kind ROOT');
  }
  content.assistant.forEach((node, index) => {
    const where = `content.assistant[${index}] (${node.id})`;
    if (node.parentId !== null && !nodes.has(node.parentId)) {
      say(where, `parent "${node.parentId}" is not in content.assistant`);
    }
    if (node.kind === 'ARTICLE') article(where, node.articleId ?? '(none)');
    if (node.kind === 'ACTION' && !node.form) say(where, 'an ACTION node needs its form');
    if (node.categoryId !== undefined && !categories.has(node.categoryId)) {
      say(where, `category "${node.categoryId}" is unknown`);
    }
  });
  for (const [type, reasons] of Object.entries(content.claimReasons)) {
    unique(
      `content.claimReasons.${type}`,
      reasons.map((reason) => reason.code),
    );
  }
  unique(
    'signInPages',
    content.signInPages.map((page) => page.type),
  );
  unique(
    'companies',
    file.companies.map((company) => company.code),
  );
  unique(
    'apiKeys',
    file.apiKeys.map((key) => key.label),
  );

  const rules = journeySettingsSchema.safeParse(settingsDocument(file));
  if (!rules.success) {
    for (const issue of rules.error.issues)
      say(`settings.rules.${issue.path.join('.')}`, issue.message);
  }
  return problems;
}
