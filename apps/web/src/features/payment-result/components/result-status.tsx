import type { ReactElement, ReactNode } from 'react';
import type { PaymentResultPage } from '@portico/contract';
import styles from './result-status.module.css';

type Tone = 'success' | 'info' | 'error' | 'pending' | 'neutral';

/** Each outcome's tone: a colour and a shape of its own, so colour is never the only cue. */
const toneOf: Record<PaymentResultPage | 'processing', Tone> = {
  success: 'success',
  duplicated: 'info',
  rejected: 'error',
  waiting: 'pending',
  processing: 'pending',
  cancelled: 'neutral',
};

const shapes: Record<Tone, ReactElement> = {
  success: <path d="m7 12.5 3.2 3.2L17 9" />,
  info: <path d="M12 16.5v-5M12 7.5h.01" />,
  error: <path d="m8.5 8.5 7 7m0-7-7 7" />,
  pending: <path d="M12 7v5l3 2" />,
  neutral: <path d="M7.5 12h9" />,
};

interface ResultStatusProps {
  outcome: PaymentResultPage | 'processing';
  /** The page's h1: it names the outcome in words, which is why the icon is hidden from readers. */
  title: string;
  /** The outcome's sentence, under the title. */
  children?: ReactNode;
}

/** The top of a result page: the outcome as an icon in its colour, the title, its sentence. */
export function ResultStatus({ outcome, title, children }: ResultStatusProps) {
  const tone = toneOf[outcome];
  return (
    <div className={`${styles.status} ${styles[tone]}`} data-outcome={outcome} data-tone={tone}>
      <svg
        className={styles.icon}
        data-status-icon={tone}
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" />
        {shapes[tone]}
      </svg>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.text}>{children}</div> : null}
    </div>
  );
}
