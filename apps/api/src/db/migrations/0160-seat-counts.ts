import { sql } from 'kysely';
import type { MigrationDb } from './types';

// Frozen. Registrations made before seats were counted hold seats too: set every event's counter
// from what holds seats (an individual's live registration, a team's live registrations together,
// an open waitlist offer), so a capacity set later starts from the truth.

export async function up(db: MigrationDb): Promise<void> {
  await sql`
    update events set seats_taken =
      (select count(*) from registrations r
        where r.event_id = events.id and r.status in ('pending', 'verified') and r.team_id is null)
      + (select count(distinct r.team_id) from registrations r
        where r.event_id = events.id and r.status in ('pending', 'verified') and r.team_id is not null)
      + (select count(*) from waitlist_entries w where w.event_id = events.id and w.status = 'offered')
  `.execute(db);
}
