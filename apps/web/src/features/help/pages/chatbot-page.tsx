import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContentNode, ContentNodeSummary } from '@portico/contract';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { categoryNodeQueryOptions } from '../api/get-category-node.ts';
import { contactFormQueryOptions } from '../api/get-contact-form.ts';
import { getHelpNode } from '../api/get-help-node.ts';
import { ConversationLog, type Turn } from '../components/conversation-log.tsx';
import { Smartform } from '../components/smartform.tsx';
import { isFinalAnswer, writeToUsAction } from '../utils/write-to-us.ts';
import styles from '../components/conversation.module.css';
import pageStyles from './help-pages.module.css';

interface Step {
  choice: ContentNodeSummary;
  node: ContentNode;
}

/**
 * Spec route contact/chatbot: the guided assistant (content nodes of spec 000 section 3). The
 * visitor picks answers with buttons; texts and articles answer in the conversation; an ACTION
 * opens its form. Opened from a help category (?category=id), it starts at that category's node.
 */
export function ChatbotPage({
  categoryId,
  customerEmail,
}: {
  categoryId: string | null;
  /** The signed-in customer's address, which the contact form starts with; else empty. */
  customerEmail: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const formHeadingId = useId();
  const choicesTitleId = useId();
  const contactForm = useQuery(contactFormQueryOptions(language));
  const categoryStart = useQuery({
    ...categoryNodeQueryOptions(language, categoryId ?? ''),
    enabled: categoryId !== null,
  });
  const [steps, setSteps] = useState<Step[]>([]);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const next = useRef<HTMLDivElement>(null);

  // A new step moves the focus to what to do next: the choices, or the form's title.
  useEffect(() => {
    if (steps.length === 0) return;
    const last = steps.at(-1)?.node;
    if (last?.kind === 'ACTION' && last.form) document.getElementById(formHeadingId)?.focus();
    else next.current?.focus();
  }, [steps, formHeadingId]);

  // Sent: the form goes away with the focused button; the focus goes to what comes next.
  useEffect(() => {
    if (reference) next.current?.focus();
  }, [reference]);

  const title = t('help.chatbot.title');
  const frame = (content: ReactNode) => (
    <div className={pageStyles.page}>
      <PageHead title={title} />
      <div className={pageStyles.section}>
        <Breadcrumb items={[{ label: t('help.backToTopics'), url: '/help' }, { label: title }]} />
        <h1 id={titleId}>{title}</h1>
        {content}
      </div>
    </div>
  );

  const starting = categoryId !== null && categoryStart.isPending;
  if (contactForm.isPending || starting) return <LoadingPage label={t('help.loading')} />;
  if (contactForm.isError) return frame(<p role="alert">{t('help.loadError')}</p>);
  const entries = contactForm.data.contactFormEntries;
  if (entries.length === 0) return frame(<p>{t('help.chatbot.noEntries')}</p>);

  const start = categoryStart.data ?? null;
  const turns: Turn[] = [{ key: 'intro', by: 'assistant', text: t('help.chatbot.intro') }];
  if (start) turns.push(assistantTurn('start', start));
  steps.forEach((step, index) => {
    turns.push({ key: `choice-${index}`, by: 'visitor', text: step.choice.label });
    turns.push(assistantTurn(`node-${index}`, step.node));
  });
  if (reference) {
    turns.push({ key: 'sent', by: 'assistant', text: t('help.chatbot.sent', { reference }) });
  }

  const current = steps.at(-1)?.node ?? start;
  const choices = current ? current.children : entries;
  const form = current?.kind === 'ACTION' ? current.form : null;
  // The choices that led to the current answer: its question's, else the first ones.
  const parent =
    steps.length >= 2 ? (steps.at(-2)?.node ?? null) : steps.length === 1 ? start : null;
  const writeToUs =
    !reference && isFinalAnswer(current) ? writeToUsAction(parent?.children ?? [], entries) : null;

  const pick = async (choice: ContentNodeSummary) => {
    setLoadingId(choice.id);
    setFailed(false);
    try {
      const node = await getHelpNode(language, choice.id);
      setSteps((previous) => [...previous, { choice, node }]);
    } catch {
      setFailed(true);
    } finally {
      setLoadingId(null);
    }
  };
  const startOver = () => {
    setSteps([]);
    setReference(null);
    setFailed(false);
    next.current?.focus();
  };

  return frame(
    <>
      <p className="visually-hidden" id={`${titleId}-log`}>
        {t('help.chatbot.conversation')}
      </p>
      <ConversationLog turns={turns} labelledBy={`${titleId}-log`} />
      {form && current && !reference ? (
        <Smartform
          key={current.id}
          nodeId={current.id}
          form={form}
          headingId={formHeadingId}
          initialEmail={customerEmail}
          onSent={setReference}
        />
      ) : null}
      <div
        ref={next}
        className={styles.choices}
        role="group"
        aria-labelledby={choicesTitleId}
        tabIndex={-1}
      >
        <h2 id={choicesTitleId} className={styles.choicesTitle}>
          {t('help.chatbot.choices')}
        </h2>
        {failed ? <p role="alert">{t('help.loadError')}</p> : null}
        {writeToUs ? <p className={styles.notHelped}>{t('help.chatbot.notHelped')}</p> : null}
        <ul className={styles.choiceList}>
          {(reference || form ? [] : choices).map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                className={styles.choice}
                disabled={loadingId !== null}
                onClick={() => void pick(choice)}
              >
                {choice.label}
                {loadingId === choice.id ? <Spinner size="small" /> : null}
              </button>
            </li>
          ))}
          {writeToUs ? (
            <li>
              <button
                type="button"
                className={styles.choice}
                disabled={loadingId !== null}
                onClick={() => void pick({ ...writeToUs, label: t('help.chatbot.writeToUs') })}
              >
                {t('help.chatbot.writeToUs')}
                {loadingId === writeToUs.id ? <Spinner size="small" /> : null}
              </button>
            </li>
          ) : null}
          {steps.length > 0 || reference ? (
            <li>
              <button type="button" className={styles.choice} onClick={startOver}>
                {t('help.chatbot.startOver')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </>,
  );
}

/** What the assistant says at a node: its text (an article's extract), else its label. */
function assistantTurn(key: string, node: ContentNode): Turn {
  return {
    key,
    by: 'assistant',
    text: node.kind === 'ACTION' && node.form ? node.form.title : (node.text ?? node.label),
    articleId: node.kind === 'ARTICLE' ? node.articleId : null,
  };
}
