import type { ReactNode } from 'react';
import { AuthenticationIntro } from './authentication-intro.tsx';
import styles from './authentication-layout.module.css';

/**
 * The customers' sign-in and registration pages: the form first (the keyboard and the reading
 * order reach it before the presentation), the white-label's presentation after it, on its
 * right from 1024 px.
 */
export function AuthenticationLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.form}>{children}</div>
      <AuthenticationIntro />
    </div>
  );
}
