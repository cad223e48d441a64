import { useEffect, useRef } from 'react';
import { LoginForm } from './login-form';
import styles from './session-ended-notice.module.css';

/**
 * Over an editors' page whose session ended (it expired, or the editor logged out elsewhere): the page stays, with
 * everything typed into it, and logging in again here lets it save. The cursor goes to Username, which also brings
 * the notice into view from the foot of a long form.
 */
export default function SessionEndedNotice() {
  const notice = useRef<HTMLElement>(null);
  useEffect(() => notice.current?.querySelector('input')?.focus(), []);
  return (
    <section ref={notice} className={styles.notice} aria-labelledby="session-ended-heading">
      <h2 id="session-ended-heading" className={styles.heading}>
        You are logged out
      </h2>
      <p className={styles.hint}>
        Nothing on this page can be saved until you log in again. What you have typed stays here.
      </p>
      <LoginForm idPrefix="session-ended" submitLabel="Log in again" />
    </section>
  );
}
