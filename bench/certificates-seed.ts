import { nowIso } from '../apps/api/src/db/connection';
import { seedSymposia } from '../apps/api/src/db/seed/symposia';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { chunks, openBenchDatabase, parseArgs } from './db';

// One event with N verified, checked-in registrants, written straight to a fresh database, for
// the certificate bench. Prints the event id.
// Usage: tsx bench/certificates-seed.ts --db <sqlite file | postgres url> --count 500

const args = parseArgs(process.argv.slice(2));
const count = Number(args.count ?? 500);
const handle = await openBenchDatabase(args.db!, true);
const db = handle.db;
await seedSymposia(db);
const now = nowIso();
const event = await db
  .insertInto('events')
  .values({
    symposium_name: 'Carteblanche',
    event_name: 'Bench Hackathon',
    event_category: 'Technical Events',
    event_description: 'The certificate bench event.',
    number_of_rounds: 1,
    team_or_individual: 'Individual',
    location: 'Main Hall',
    registration_fees: 0,
    coordinator_name: 'Bench Coordinator',
    coordinator_contact_no: '9876543210',
    coordinator_mail: 'coordinator@bench.local',
    last_date_for_registration: now,
    open_to_non_mit: 1,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const hash = await hashPassword('bench-password-1');
const people = Array.from({ length: count }, (_, i) => ({
  email: `cert-bench-${i}@bench.local`,
  password_hash: hash,
  role: 'student' as const,
  full_name: `Participant Śrī ${i}`,
  dob: '2004-01-01',
  mobile: '9876543210',
  college: 'PSG College of Technology',
  department: 'CSE',
  year_of_passing: 2026,
  state: 'Tamil Nadu',
  district: 'Coimbatore',
  updated_at: now,
}));
for (const part of chunks(people, 100)) {
  const users = await db.insertInto('users').values(part).returning('id').execute();
  const regs = await db
    .insertInto('registrations')
    .values(
      users.map((u) => ({
        user_id: u.id,
        event_id: event.id,
        payment_id: null,
        status: 'verified' as const,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('check_ins')
    .values(
      regs.map((r) => ({
        registration_id: r.id,
        event_id: event.id,
        checked_in_at: now,
        checked_in_by: null,
      })),
    )
    .execute();
}
await db.destroy();
console.log(JSON.stringify({ eventId: event.id }));
