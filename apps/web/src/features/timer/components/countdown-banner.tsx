import type { Timer } from '@app/shared';
import { lazy, Suspense, useState } from 'react';
import { countdownTexts } from '../../../content/site';
import { useTimer } from '../../../api/timer';
import { useNow } from '../../../lib/use-now';
import { timeLeft } from '../lib/time-left';
import classes from './countdown-banner.module.css';

// The form loads on the first click, so the landing page's first JS stays as small as it was.
const NotifyMeForm = lazy(() => import('../../notify-me/components/notify-me-form').then((m) => ({ default: m.NotifyMeForm })));

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * The registration countdown under the header on the landing page (SPEC §4, Timer): hidden when
 * no timer runs, counting down every second before the end time, announcing the start after it.
 */
export function CountdownBanner({ initialTimer }: { initialTimer?: Timer }) {
  const { data } = useTimer(initialTimer);
  const endMs = data?.end_time ? Date.parse(data.end_time) : Number.NaN;
  if (Number.isNaN(endMs)) return null;
  return <Countdown key={endMs} endMs={endMs} />;
}

function Countdown({ endMs }: { endMs: number }) {
  const now = useNow(true, 1000, endMs);
  const left = timeLeft(endMs, now);
  const begun = left.totalMs === 0;
  const [asking, setAsking] = useState(false);
  return (
    <section className={classes.banner} aria-label="Registration countdown" data-testid="countdown-banner" data-state={begun ? 'after' : 'before'}>
      <div className={classes.inner}>
        {begun ? (
          <p className={classes.begun}>
            <span className={classes.pulse} aria-hidden="true" />
            {countdownTexts.after}
          </p>
        ) : (
          <>
            <p className={classes.label}>{countdownTexts.before}</p>
            <div className={classes.units} role="timer" aria-label={`${left.days} days, ${left.hours} hours, ${left.minutes} minutes and ${left.seconds} seconds`}>
              {UNITS.map(([key, label]) => (
                <div key={key} className={classes.unit} data-unit={key} aria-hidden="true">
                  <span className={classes.value}>{String(left[key]).padStart(2, '0')}</span>
                  <span className={classes.unitLabel}>{label}</span>
                </div>
              ))}
            </div>
            {!asking && (
              <button type="button" className={classes.notify} onClick={() => setAsking(true)}>
                Notify me
              </button>
            )}
          </>
        )}
      </div>
      {asking && !begun && (
        <div className={classes.form}>
          <Suspense fallback={<p className={classes.label}>Loading…</p>}>
            <NotifyMeForm variant="dark" autoFocus />
          </Suspense>
        </div>
      )}
    </section>
  );
}
