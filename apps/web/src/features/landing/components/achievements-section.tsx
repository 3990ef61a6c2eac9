import { achievements, stats } from '../../../content/achievements';
import { sections } from '../../../content/site';
import classes from './landing.module.css';
import { Section } from './section';

export function AchievementsSection() {
  return (
    <Section id="achievements" text={sections.achievements} tone="dark">
      <dl className={classes.stats}>
        {stats().map((s) => (
          <div key={s.label} className={`${classes.stat} ${classes.statBox}`}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={classes.grid4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {achievements.map((a) => (
          <li key={a.title} className={classes.glass}>
            <h3 className={classes.glassTitle}>{a.title}</h3>
            <p className={classes.glassText}>{a.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
