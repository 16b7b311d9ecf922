import type {
  ContactForm,
  ContactRequest,
  ContactSent,
  ContentNode,
  Faq,
  FaqArticle,
  FaqCategory,
  HelpSearchResult,
  Language,
} from '@portico/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { reserveDaily, secondsUntilNextDay } from '../../shared/daily-counter.ts';
import { localize } from '../../shared/localized.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import type { ByteaParameters } from '../../shared/attachments/index.ts';
import type { CaptchaService } from '../captcha/service.ts';
import type { MailService } from '../mail/service.ts';
import {
  acknowledgmentLimitOf,
  byteLimitsOf,
  type ContactClient,
  identifyContactSender,
  storedBytesOf,
} from './contact-allowance.ts';
import { checkSmartformAnswers } from './contact-form.ts';
import {
  type ContactFile,
  findWhitelabelSettings,
  insertContactRequest,
} from './contact-repository.ts';
import { type HelpLibrary, loadHelpLibrary } from './library.ts';
import {
  presentCategory,
  presentFaq,
  presentFaqArticle,
  presentNode,
  presentNodeSummary,
} from './presenter.ts';
import { findFaq, findFaqCategories } from './repository.ts';
import { buildSearchIndex, type HelpSearchIndex } from './search.ts';
import { readContactLimits, readSupportEmail } from './settings.ts';

export interface HelpTenant {
  id: number;
  languages: readonly Language[];
}

export interface HelpService {
  /** Forgets the cached help centre (a publication changed it): the next call reads it again. */
  forget(): void;
  getFaq(whitelabelId: number, language: Language): Promise<Faq>;
  /** 404 faq_category_not_found. */
  getCategory(whitelabelId: number, id: string, language: Language): Promise<FaqCategory>;
  /** An article a FAQ entry or an assistant node shows; 404 article_not_found otherwise. */
  getArticle(whitelabelId: number, id: string, language: Language): Promise<FaqArticle>;
  search(whitelabelId: number, query: string, language: Language): Promise<HelpSearchResult[]>;
  contactForm(whitelabelId: number, language: Language): Promise<ContactForm>;
  /** 404 smartform_not_found (no such node, or the ROOT, which the contact form lists). */
  getNode(whitelabelId: number, id: string, language: Language): Promise<ContentNode>;
  /** Where the assistant starts for a category; 404 smartform_not_found when it has none. */
  getCategoryNode(
    whitelabelId: number,
    categoryId: string,
    language: Language,
  ): Promise<ContentNode>;
  /**
   * Stores a contact request sent from an ACTION node's form and writes both e-mails to the
   * outbox in the same transaction. Files must already be checked (type, size, count). 429
   * contact_limit_reached (Retry-After: the seconds left of the day) when its bytes pass the
   * sender's daily allowance; past the address's acknowledgments of the day the request is
   * stored and forwarded all the same, only not acknowledged (the answer does not say so: it
   * would tell anyone how often an address was used).
   */
  sendContact(
    tenant: HelpTenant,
    request: ContactRequest,
    files: readonly ContactFile[],
    captchaToken: string | undefined,
    language: Language,
    client: ContactClient,
  ): Promise<ContactSent>;
  /** What the request's node says of attachments, before its files are read. */
  attachmentRule(
    whitelabelId: number,
    nodeId: string,
  ): Promise<{ allowed: boolean; mandatory: boolean }>;
}

export interface HelpServiceDeps {
  cacheMs: number;
  captcha: CaptchaService;
  mail: MailService;
  clock?: () => Date;
  /** How the driver takes the files' bytes (shared/attachments/bytea.ts). */
  byteaParameters?: ByteaParameters;
  /** Checks lookup sessions (`secrets`, else `secret`) and keys the daily counters (`secret`). */
  lookup: Pick<Config['lookup'], 'secret'> & Partial<Pick<Config['lookup'], 'secrets'>>;
}

export function createHelpService(
  db: Database,
  {
    cacheMs,
    captcha,
    mail,
    clock = () => new Date(),
    byteaParameters = 'hex',
    lookup,
  }: HelpServiceDeps,
): HelpService {
  const faqs = createTtlCache<Faq>({ ttlMs: cacheMs });
  const libraries = createTtlCache<HelpLibrary>({ ttlMs: cacheMs });
  const indexes = createTtlCache<HelpSearchIndex>({ ttlMs: cacheMs });
  const library = (whitelabelId: number) =>
    libraries.get(String(whitelabelId), () => loadHelpLibrary(db, whitelabelId));

  const actionForm = async (whitelabelId: number, nodeId: string) => {
    const node = (await library(whitelabelId)).nodes.get(nodeId);
    if (!node || node.kind !== 'ACTION' || !node.form) {
      throw new AppError(404, 'smartform_not_found');
    }
    return { node, form: node.form };
  };

  return {
    forget() {
      faqs.clear();
      libraries.clear();
      indexes.clear();
    },

    getFaq(whitelabelId, language) {
      return faqs.get(`${whitelabelId}:${language}`, async () => {
        const [cover, categories] = await Promise.all([
          findFaq(db, whitelabelId),
          findFaqCategories(db, whitelabelId),
        ]);
        return presentFaq(cover, categories, language);
      });
    },

    async getCategory(whitelabelId, id, language) {
      const help = await library(whitelabelId);
      const category = help.categories.get(id);
      if (!category) throw new AppError(404, 'faq_category_not_found');
      return presentCategory(category, help, language);
    },

    async getArticle(whitelabelId, id, language) {
      const article = (await library(whitelabelId)).articles.get(id);
      if (!article) throw new AppError(404, 'article_not_found');
      return presentFaqArticle(article, language);
    },

    async search(whitelabelId, query, language) {
      const index = await indexes.get(`${whitelabelId}:${language}`, async () =>
        buildSearchIndex(await library(whitelabelId), language),
      );
      return index.search(query);
    },

    async contactForm(whitelabelId, language) {
      const help = await library(whitelabelId);
      const entries = help.root ? (help.children.get(help.root.id) ?? []) : [];
      return { contactFormEntries: entries.map((node) => presentNodeSummary(node, language)) };
    },

    async getNode(whitelabelId, id, language) {
      const help = await library(whitelabelId);
      const node = help.nodes.get(id);
      if (!node) throw new AppError(404, 'smartform_not_found');
      return presentNode(node, help, language);
    },

    async getCategoryNode(whitelabelId, categoryId, language) {
      const help = await library(whitelabelId);
      if (!help.categories.has(categoryId)) throw new AppError(404, 'faq_category_not_found');
      const node = [...help.nodes.values()].find(
        (candidate) => candidate.categoryId === categoryId,
      );
      if (!node) throw new AppError(404, 'smartform_not_found');
      return presentNode(node, help, language);
    },

    async attachmentRule(whitelabelId, nodeId) {
      return (await actionForm(whitelabelId, nodeId)).form.attachments;
    },

    async sendContact(tenant, request, files, captchaToken, language, client) {
      const { node, form } = await actionForm(tenant.id, request.nodeId);
      const fields = checkSmartformAnswers(form, request.fields, language);
      if (files.length > 0 && !form.attachments.allowed) {
        throw new AppError(400, 'invalid_request', [{ path: 'attachments', code: 'not_allowed' }]);
      }
      if (files.length === 0 && form.attachments.mandatory) {
        throw new AppError(400, 'mandatory_attachment_missing');
      }
      const now = clock();
      await captcha.verify(captchaToken, now);
      const settings = await findWhitelabelSettings(db, tenant.id);
      const supportEmail = readSupportEmail(settings);
      const limits = readContactLimits(settings);
      const sender = identifyContactSender(lookup.secrets ?? lookup.secret, tenant.id, client, now);
      const bytes = storedBytesOf(request, fields, files);
      // The desk reads the operator's first language (French for the demo).
      const deskLanguage = tenant.languages[0] ?? 'fr';
      const sent = await db.transaction(async (tx) => {
        // Counted first, in this transaction (reserveDaily's own is a savepoint in it): a
        // sender's concurrent requests wait for each other on the counter's row, so together
        // they cannot pass the allowance, and bytes that end up not stored are given back by
        // the rollback. Counters are always taken in the same order (address, sender, then
        // recipient), so two requests cannot deadlock.
        const counted = await reserveDaily(
          tx,
          lookup.secret,
          tenant.id,
          byteLimitsOf(sender, limits),
          now,
          bytes,
        );
        if (!counted) return null;
        const stored = await insertContactRequest(
          tx,
          {
            whitelabelId: tenant.id,
            nodeId: node.id,
            topic: localize(form.title, language),
            email: request.email,
            language,
            message: request.message,
            fields,
            createdAt: now,
          },
          files,
          byteaParameters,
        );
        const payload = { requestId: stored.id };
        // Anyone may type any address: it is acknowledged a few times a day at most.
        const acknowledged = await reserveDaily(
          tx,
          lookup.secret,
          tenant.id,
          [acknowledgmentLimitOf(request.email, limits)],
          now,
        );
        if (acknowledged) {
          await mail.enqueue(tx, {
            whitelabelId: tenant.id,
            kind: 'contact_acknowledgment',
            recipient: request.email,
            language,
            payload,
          });
        }
        if (supportEmail) {
          await mail.enqueue(tx, {
            whitelabelId: tenant.id,
            kind: 'contact_notification',
            recipient: supportEmail,
            language: deskLanguage,
            payload,
          });
        }
        return stored;
      });
      if (!sent) {
        throw new AppError(429, 'contact_limit_reached', undefined, {
          'retry-after': String(secondsUntilNextDay(now)),
        });
      }
      mail.kick();
      return { reference: sent.reference };
    },
  };
}
