import type { Insertable } from 'kysely';
import { nowIso, type Db } from '../connection';
import type { EventsTable } from '../database';

// A small demo set for a first start: a few events of each category with rounds and one payment
// account, so the site has something to show. Runs only on a database with no events.

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

interface DemoEvent {
  symposium: 'Enigma' | 'Carteblanche';
  name: string;
  category: string;
  description: string;
  fees: number;
  rounds: string[];
  team?: string;
  openToNonMit?: boolean;
}

const EVENTS: DemoEvent[] = [
  {
    symposium: 'Carteblanche',
    name: 'Code Relay',
    category: 'Technical Events',
    description:
      'Teams of three take turns at one keyboard to solve a chain of programming puzzles. Each member codes for ten minutes before handing over, so planning and clean code matter as much as speed.',
    fees: 150,
    rounds: ['Online qualifier: 20 multiple-choice questions on data structures.', 'Relay final in the main lab.'],
    team: 'Team',
  },
  {
    symposium: 'Carteblanche',
    name: 'Paper Presentation: Systems for Bharat',
    category: 'Paper Presentation',
    description:
      'Present original work on computing systems that serve India at scale: payments, language technology, agriculture or health. Abstracts are reviewed by faculty; shortlisted teams present for ten minutes.',
    fees: 200,
    rounds: ['Abstract review.', 'Presentation before the jury.'],
  },
  {
    symposium: 'Carteblanche',
    name: 'Hands-on Kubernetes',
    category: 'Workshop',
    description:
      'A full-day workshop: containers, deployments, services and scaling on a real cluster. Bring a laptop with 8 GB of memory; lunch and certificates are included.',
    fees: 500,
    rounds: [],
  },
  {
    symposium: 'Carteblanche',
    name: 'Tech Quiz',
    category: 'Non-Technical Events',
    description: 'A quiz on the history of computing, start-ups and the people behind the tools we use every day.',
    fees: 0,
    rounds: ['Written preliminary.'],
  },
  {
    symposium: 'Enigma',
    name: 'Debugging Duel',
    category: 'Technical Events',
    description: 'Find and fix the bugs in programs written in C and Python before your opponent does.',
    fees: 0,
    rounds: ['Preliminary round.', 'Head-to-head final.'],
    openToNonMit: false,
  },
  {
    symposium: 'Enigma',
    name: 'Connexions',
    category: 'Non-Technical Events',
    description: 'Link the pictures to the word. A fast, loud and friendly event for everyone in the college.',
    fees: 50,
    rounds: ['Picture round.'],
    openToNonMit: false,
  },
  {
    symposium: 'Enigma',
    name: 'Intro to Git',
    category: 'Workshop',
    description: 'Branches, merges and pull requests for first-year students, in two hours with the society.',
    fees: 0,
    rounds: [],
    openToNonMit: false,
  },
  {
    symposium: 'Enigma',
    name: 'Treasure Hunt',
    category: 'Other',
    description: 'Clues hidden across the campus, each one a small puzzle. Teams of up to four.',
    fees: 100,
    rounds: ['Clue hunt.', 'Final puzzle.'],
    team: 'Team',
    openToNonMit: false,
  },
];

/** An event as the seeds write it: no registration link and no poster yet; its rounds count itself. */
export type SeedEventRow = Omit<
  Insertable<EventsTable>,
  'number_of_rounds' | 'registration_link' | 'poster_file_id' | 'poster_small_file_id'
>;

/** Writes one event and its rounds (each one's details and date, in order); returns the event's id. */
export async function insertSeedEvent(
  db: Db,
  event: SeedEventRow,
  rounds: { details: string; at: string }[],
): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      ...event,
      number_of_rounds: rounds.length,
      registration_link: null,
      poster_file_id: null,
      poster_small_file_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rounds.length > 0) {
    await db
      .insertInto('rounds')
      .values(rounds.map((r, n) => ({ event_id: row.id, round_number: n + 1, round_details: r.details, round_date_time: r.at })))
      .execute();
  }
  return row.id;
}

export async function seedDemo(db: Db): Promise<boolean> {
  const any = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const account = await trx
      .insertInto('accounts')
      .values({
        account_name: 'CSMIT Association',
        bank_name: 'State Bank of India',
        account_number: '00000012345678',
        ifsc_code: 'SBIN0000001',
        upi_id: 'csmit.demo@upi',
        qr_file_id: null,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, e] of EVENTS.entries()) {
      const eventId = await insertSeedEvent(
        trx,
        {
          symposium_name: e.symposium,
          event_name: e.name,
          event_category: e.category,
          event_description: e.description,
          team_or_individual: e.team ?? 'Individual',
          location: i % 2 === 0 ? 'Rajam Hall, MIT Campus' : 'CSE Department Lab 2',
          registration_fees: e.fees,
          coordinator_name: 'Event Coordinator',
          coordinator_contact_no: '9876543210',
          coordinator_mail: 'coordinator@csmit.local',
          last_date_for_registration: days(14 + i),
          open_to_non_mit: e.openToNonMit === false ? 0 : 1,
          updated_at: now,
        },
        e.rounds.map((details, n) => ({ details, at: days(20 + i + n) })),
      );
      if (e.fees > 0) await trx.insertInto('event_accounts').values({ event_id: eventId, account_id: account.id }).execute();
    }
  });
  return true;
}
