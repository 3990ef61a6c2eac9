import type { Timer } from '@app/shared';
import { Suspense, useState, type ReactNode } from 'react';
import { countdownTexts } from '../../../content/site';
import { useTimer } from '../../../api/timer';
import { useNow } from '../../../lib/use-now';
import { timeLeft } from '../lib/time-left';
import classes from './countdown-banner.module.css';

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
export function CountdownBanner({ initialTimer, notifyForm }: { initialTimer?: Timer; notifyForm?: ReactNode }) {
  const { data } = useTimer(initialTimer);
  const endMs = data?.end_time ? Date.parse(data.end_time) : Number.NaN;
  if (Number.isNaN(endMs)) return null;
  return <Countdown key={endMs} endMs={endMs} notifyForm={notifyForm} />;
}

/** `notifyForm` ('Notify me') opens under the countdown from its button, before the end time. */
function Countdown({ endMs, notifyForm }: { endMs: number; notifyForm?: ReactNode }) {
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
            {notifyForm && !asking && (
              <button type="button" className={classes.notify} onClick={() => setAsking(true)}>
                Notify me
              </button>
            )}
          </>
        )}
      </div>
      {notifyForm && asking && !begun && (
        <div className={classes.form}>
          <Suspense fallback={<p className={classes.label}>Loading…</p>}>{notifyForm}</Suspense>
        </div>
      )}
    </section>
  );
}
