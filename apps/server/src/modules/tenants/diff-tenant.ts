import type { TenantFile } from '@portico/contract/tenant-file';

/**
 * What applying a file would change, as lines an operator reads before `apply`:
 * "+ path: value" (added), "- path" (removed), "~ path: stored -> file" (changed). Lists whose
 * items have an id or code are compared item by item under that key (order changes shown
 * apart), so inserting an article shows one line, not a shifted list. Empty: nothing to do.
 */
export function tenantDiff(stored: TenantFile | null, proposed: TenantFile): string[] {
  if (!stored) return [`+ tenant ${proposed.code}: a new tenant`];
  const lines: string[] = [];
  compare(comparable(withoutKept(stored, proposed)), comparable(proposed), proposed.code, lines);
  return lines;
}

/**
 * The stored tenant without what apply keeps though the file leaves it out: companies (fleets
 * and renter invitations refer to them) and claim reasons (old claims name them). The file
 * cannot remove them, so their absence is no change.
 */
function withoutKept(stored: TenantFile, proposed: TenantFile): TenantFile {
  const companies = new Set(proposed.companies.map((company) => company.code));
  const reasons = Object.fromEntries(
    Object.entries(stored.content.claimReasons).map(([type, list]) => {
      const listed = new Set(
        proposed.content.claimReasons[type as keyof typeof proposed.content.claimReasons].map(
          (reason) => reason.code,
        ),
      );
      return [type, list.filter((reason) => listed.has(reason.code))];
    }),
  ) as TenantFile['content']['claimReasons'];
  return {
    ...stored,
    companies: stored.companies.filter((company) => companies.has(company.code)),
    content: { ...stored.content, claimReasons: reasons },
  };
}

/**
 * Both sides in one form: API keys are compared apart (only hashes are stored), lists whose
 * order carries no meaning are sorted, and the editor's $schema is not the tenant's.
 */
function comparable(file: TenantFile): unknown {
  const { $schema: _schema, apiKeys: _keys, ...rest } = file;
  const byKey =
    <T>(key: (item: T) => string) =>
    (a: T, b: T) =>
      key(a).localeCompare(key(b));
  const categoryIndex = (id: string) =>
    file.content.faq.categories.findIndex((category) => category.id === id);
  return {
    ...rest,
    road: {
      ...file.road,
      tariffs: [...file.road.tariffs].sort(byKey((tariff) => tariff.validFrom)).map((tariff) => ({
        ...tariff,
        points: [...tariff.points].sort(byKey((point) => point.gantry ?? `~${point.pair ?? ''}`)),
      })),
    },
    content: {
      ...file.content,
      articles: [...file.content.articles].sort(byKey((article) => article.id)),
      faqEntries: [...file.content.faqEntries].sort(
        (a, b) => categoryIndex(a.categoryId) - categoryIndex(b.categoryId),
      ),
      signInPages: [...file.content.signInPages].sort(byKey((page) => page.type)),
    },
    companies: [...file.companies].sort(byKey((company) => company.code)),
  };
}

function keyOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  for (const field of ['id', 'code', 'validFrom', 'gantry', 'pair', 'type', 'label']) {
    if (typeof record[field] === 'string') return record[field];
  }
  return null;
}

function compare(stored: unknown, proposed: unknown, path: string, lines: string[]): void {
  if (Array.isArray(stored) && Array.isArray(proposed)) {
    compareLists(stored, proposed, path, lines);
  } else if (isRecord(stored) && isRecord(proposed)) {
    for (const key of new Set([...Object.keys(stored), ...Object.keys(proposed)])) {
      const at = `${path}.${key}`;
      if (!(key in proposed) || proposed[key] === undefined) {
        if (stored[key] !== undefined) lines.push(`- ${at}`);
      } else if (!(key in stored) || stored[key] === undefined) {
        lines.push(`+ ${at}: ${summary(proposed[key])}`);
      } else {
        compare(stored[key], proposed[key], at, lines);
      }
    }
  } else if (JSON.stringify(stored) !== JSON.stringify(proposed)) {
    lines.push(`~ ${path}: ${summary(stored)} -> ${summary(proposed)}`);
  }
}

function compareLists(stored: unknown[], proposed: unknown[], path: string, lines: string[]) {
  const storedKeys = stored.map(keyOf);
  const proposedKeys = proposed.map(keyOf);
  const keyed =
    storedKeys.every((key) => key !== null) &&
    proposedKeys.every((key) => key !== null) &&
    new Set(storedKeys).size === stored.length &&
    new Set(proposedKeys).size === proposed.length;
  if (!keyed) {
    if (JSON.stringify(stored) !== JSON.stringify(proposed)) {
      lines.push(`~ ${path}: ${summary(stored)} -> ${summary(proposed)}`);
    }
    return;
  }
  const storedByKey = new Map(stored.map((item, index) => [storedKeys[index] ?? '', item]));
  const proposedByKey = new Map(proposed.map((item, index) => [proposedKeys[index] ?? '', item]));
  for (const [key, item] of storedByKey) {
    if (!proposedByKey.has(key)) lines.push(`- ${path}[${key}]`);
    else compare(item, proposedByKey.get(key), `${path}[${key}]`, lines);
  }
  for (const [key, item] of proposedByKey) {
    if (!storedByKey.has(key)) lines.push(`+ ${path}[${key}]: ${summary(item)}`);
  }
  const common = (keys: (string | null)[], other: Map<string, unknown>) =>
    keys.filter((key): key is string => key !== null && other.has(key));
  const before = common(storedKeys, proposedByKey);
  const after = common(proposedKeys, storedByKey);
  if (before.join('\n') !== after.join('\n')) {
    lines.push(`~ ${path}: order ${before.join(', ')} -> ${after.join(', ')}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value on one line, cut at 80 characters: the diff says where, the file says what. */
function summary(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
