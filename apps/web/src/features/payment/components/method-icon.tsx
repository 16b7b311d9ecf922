import { Icon } from '../../../components/icon.tsx';
import styles from './payment.module.css';

/** A method's icon: a picture the server hosts (a path or URL), else one of the portal's icons. */
export function MethodIcon({ icon }: { icon: string }) {
  if (/^(\/|https?:)/i.test(icon)) {
    return <img src={icon} alt="" className={styles.methodIcon} width="40" height="24" />;
  }
  return <Icon name={icon} className={styles.methodIcon} />;
}
