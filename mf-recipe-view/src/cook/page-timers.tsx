// The recipe's timers on the recipe page itself, once cook mode is closed: a timer started in cook mode keeps
// counting and still rings while the cook reads the whole recipe. Part of the cook-mode chunk.
import { TimerList } from './timer-list';
import { useTimers } from './use-timers';
import styles from './cook-mode.module.css';

export function PageTimers({ recipeId }: { recipeId: number }) {
  const timers = useTimers(recipeId);
  if (timers.timers.length === 0 && timers.finished.length === 0) return null;
  return (
    <div className={styles.pageTimers}>
      <TimerList timers={timers} />
    </div>
  );
}

export default PageTimers;
