import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * Feedback while the router opens another page (its code downloading, its data loading): the page
 * on screen stays until the next is ready, which takes seconds on a slow phone connection. A bar
 * along the top of the screen shows within a moment of the tap; a screen reader hears 'Loading the
 * page…' when the wait goes past a second.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), 1000);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);
  return (
    <>
      {busy && <div className={classes.bar} data-testid="navigation-progress" aria-hidden="true" />}
      <div role="status" className="visually-hidden">
        {busy && slow ? 'Loading the page…' : ''}
      </div>
    </>
  );
}
