import crypto from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { isHomeCollege } from '@app/shared';
import { nowIso, type Db } from '../apps/api/src/db/connection';
import { seedSymposia } from '../apps/api/src/db/seed/symposia';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { posterUrl } from '../apps/api/src/modules/events/mappers';
import { encodePoster } from '../apps/api/src/modules/events/posters';
import { insertFile } from '../apps/api/src/modules/files/repository';
import { insertSeedEvent } from '../apps/api/src/db/seed/demo';
import { makePdf } from '../apps/api/src/db/seed/pdf';
import { seededRandom } from '../scripts/seeded-random.mjs';
import { chunks, openBenchDatabase, parseArgs } from './db';

// Seeds the bench's data set straight into a fresh database (the API's own migrations, poster
// encoder and file store): 60 events over both symposia with posters and 1-3 rounds, 2,000
// students, 1,000 payments with screenshots, 5,000 registrations, cart lines and placement
// experiences. Deterministic (fixed random seed), so every run measures the same data.
// Usage: tsx bench/seed.ts --db <sqlite file | postgres url> --plan <plan.json> --dir <tmp dir>

export const STUDENTS = 2000;
export const EVENTS_PER_SYMPOSIUM = 30;
export const PAYMENTS = 1000;
export const REGISTRATIONS = 5000;
export const RUSH_STUDENTS = 1000;
export const REUSE_ATTEMPTS = 50;
/** (paid, free) pairs each open-loop student gets: one per arrival, so no student repeats an event. */
export const OPEN_LOOP_PAIRS = 8;
export const PASSWORD = 'bench-password-1';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Seeded, so the data set is the same on every run. */
const random = seededRandom(20250117);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const FIRST = [
  'Aarav',
  'Priya',
  'Karthik',
  'Divya',
  'Arjun',
  'Sneha',
  'Vignesh',
  'Lakshmi',
  'Rahul',
  'Keerthana',
  'Surya',
  'Meena',
  'Harish',
  'Nithya',
  'Pranav',
  'Swetha',
  'Gokul',
  'Aishwarya',
  'Sanjay',
  'Kavya',
  'Rohit',
  'Janani',
  'Dinesh',
  'Ananya',
  'Vishal',
  'Pooja',
  'Ashwin',
  'Revathi',
  'Manoj',
  'Deepika',
];
const LAST = [
  'Raman',
  'Krishnan',
  'Subramanian',
  'Iyer',
  'Natarajan',
  'Balaji',
  'Sundaram',
  'Venkatesh',
  'Murugan',
  'Rajendran',
  'Srinivasan',
  'Chandran',
  'Pillai',
  'Ganesan',
  'Kumar',
  'Sharma',
  'Reddy',
  'Nair',
  'Menon',
  'Prakash',
];
const HOME = 'Madras Institute of Technology';
const OTHER_COLLEGES = [
  'Anna University, CEG',
  'PSG College of Technology',
  'SSN College of Engineering',
  'Thiagarajar College of Engineering',
  'National Institute of Technology Tiruchirappalli',
  'Government College of Technology, Coimbatore',
  'Sri Venkateswara College of Engineering',
  'Kumaraguru College of Technology',
];
const DEPARTMENTS = ['CSE', 'IT', 'ECE', 'EEE', 'MECH', 'CIVIL', 'AUTO', 'RPT', 'CT', 'AE'];
const DISTRICTS = [
  'Chennai',
  'Coimbatore',
  'Madurai',
  'Tiruchirappalli',
  'Salem',
  'Tirunelveli',
  'Vellore',
  'Erode',
];
const CATEGORIES = [
  'Technical Events',
  'Paper Presentation',
  'Non-Technical Events',
  'Other',
] as const;
const TITLES = [
  'Code Relay',
  'Debugging Duel',
  'Paper Presentation',
  'Tech Quiz',
  'Capture the Flag',
  'Hackathon Sprint',
  'Web Weaver',
  'Data Detective',
  'Algo Arena',
  'Bug Bounty',
  'Circuit Breaker',
  'Design Derby',
  'Query Quest',
  'Shell Shock',
  'Logic Labyrinth',
  'Pixel Perfect',
  'Cloud Clash',
  'Reverse Engineering',
  'Startup Pitch',
  'AI Showdown',
  'Treasure Hunt',
  'Mock Placement',
  'Open Source Day',
  'Kernel Panic',
  'Crypto Cipher',
  'API Architect',
  'Systems Sprint',
  'Byte Battle',
  'Connections',
  'Memory Lane',
];
const COMPANIES = [
  'Zoho',
  'TCS',
  'Infosys',
  'Freshworks',
  'Google',
  'Microsoft',
  'Amazon',
  'Accenture',
  'Cognizant',
  'Wipro',
  'PayPal',
  'Oracle',
  'Chargebee',
  'Walmart Global Tech',
  'Goldman Sachs',
  'Atlassian',
  'Flipkart',
  'Juspay',
  'Qualcomm',
  'Intel',
  'HCL',
  'L&T Technology Services',
  'Saint-Gobain',
  'Ford',
  'Bosch',
];
const EXPERIENCE_TYPES = ['Placement', 'Intern', 'Off-Campus Placement', 'Off-Campus Intern'];

function posterSvg(i: number, name: string, symposium: string): string {
  const hue = (i * 47) % 360;
  const circles = Array.from({ length: 14 }, (_, k) => {
    const x = Math.round(random() * 900);
    const y = Math.round(random() * 1270);
    const r = 30 + Math.round(random() * 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + k * 23) % 360},70%,60%)" fill-opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1270">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,45%)"/>
  </linearGradient></defs>
  <rect width="900" height="1270" fill="url(#g)"/>${circles}
  <rect x="60" y="880" width="780" height="300" rx="24" fill="#000" fill-opacity="0.45"/>
  <text x="450" y="1000" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${name}</text>
  <text x="450" y="1090" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${symposium} ${new Date().getFullYear()}</text>
</svg>`;
}

function screenshotSvg(k: number): string {
  const rows = Array.from({ length: 16 }, (_, r) => {
    const y = 260 + r * 44;
    const w = 180 + Math.round(random() * 260);
    return `<rect x="40" y="${y}" width="${w}" height="18" rx="4" fill="#c9ced6"/><rect x="${520 - 40 - 120}" y="${y}" width="120" height="18" rx="4" fill="#8a93a3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="1080">
  <rect width="540" height="1080" fill="#f4f6f9"/>
  <rect width="540" height="180" fill="hsl(${200 + k * 9},70%,40%)"/>
  <circle cx="270" cy="120" r="44" fill="#fff" fill-opacity="0.9"/>
  <text x="270" y="232" font-family="sans-serif" font-size="30" fill="#1b1f24" text-anchor="middle">Payment successful</text>
  ${rows}
  <rect x="40" y="990" width="460" height="56" rx="28" fill="hsl(${200 + k * 9},70%,40%)"/>
</svg>`;
}

/** A small one-page PDF, as a student would upload with an experience. */
function experiencePdf(company: string, name: string): Buffer {
  return makePdf(`${name} - interview experience at ${company}`);
}

interface SeedEvent {
  id: number;
  name: string;
  symposium: 'Enigma' | 'Carteblanche';
  fees: number;
  openToNonMit: boolean;
  /** A team event: registering needs a team first, so the rushes leave these out. */
  team: boolean;
}
interface SeedStudent {
  id: number;
  email: string;
  name: string;
  mit: boolean;
}

export interface BenchPlan {
  password: string;
  counts: Record<string, number>;
  posterPath: string;
  screenshotFile: string;
  nonMitReader: { id: number; email: string };
  /** Session cookies of the rush, reuse and non-MIT students, by email. */
  cookies: Record<string, string>;
  rush: {
    id: number;
    email: string;
    name: string;
    paid: { id: number; fees: number; symposium: string };
    free: { id: number };
  }[];
  reuse: {
    id: number;
    email: string;
    name: string;
    paid: { id: number; fees: number; symposium: string };
  }[];
  /** Everyone else, signed in by a session row of their own, for the open-loop rush. */
  openLoop: {
    id: number;
    email: string;
    name: string;
    cookie: string;
    pairs: { paid: { id: number; fees: number; symposium: string }; free: { id: number } }[];
  }[];
}

async function seed(db: Db, dir: string): Promise<BenchPlan> {
  const now = nowIso();
  const passwordHash = await hashPassword(PASSWORD);
  const visible = (e: SeedEvent, s: SeedStudent) => e.openToNonMit || s.mit;

  return db.transaction().execute(async (trx) => {
    // Students: 60% from the home college, the rest from colleges across the state.
    const userRows = Array.from({ length: STUDENTS }, (_, i) => {
      const mit = random() < 0.6;
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      return {
        email: `student${String(i + 1).padStart(4, '0')}@bench.local`,
        password_hash: passwordHash,
        role: 'student' as const,
        full_name: name,
        dob: `200${3 + (i % 4)}-0${1 + (i % 9)}-1${i % 10}`,
        mobile: `9${String(100_000_000 + i * 7919).slice(0, 9)}`,
        college: mit ? HOME : pick(OTHER_COLLEGES),
        department: pick(DEPARTMENTS),
        year_of_passing: 2025 + (i % 4),
        state: 'Tamil Nadu',
        district: pick(DISTRICTS),
        updated_at: now,
      };
    });
    for (const part of chunks(userRows, 200)) await trx.insertInto('users').values(part).execute();
    const students: SeedStudent[] = (
      await trx
        .selectFrom('users')
        .select(['id', 'email', 'full_name', 'college'])
        .where('email', 'like', '%@bench.local')
        .orderBy('id')
        .execute()
    ).map((u) => ({ id: u.id, email: u.email, name: u.full_name, mit: isHomeCollege(u.college) }));

    // Events: Enigma is intra-college (most closed to other colleges), Carteblanche is open to all.
    const events: SeedEvent[] = [];
    let index = 0;
    for (const symposium of ['Enigma', 'Carteblanche'] as const) {
      for (let i = 0; i < EVENTS_PER_SYMPOSIUM; i++, index++) {
        const fees = i % 3 === 0 ? 0 : pick([100, 150, 200, 250, 300, 400, 500]);
        const openToNonMit = symposium === 'Carteblanche' || random() < 0.2;
        const name = `${TITLES[i]} ${symposium === 'Enigma' ? 'E' : 'C'}${i + 1}`;
        const rounds = 1 + Math.floor(random() * 3);
        const closes = (20 + Math.floor(random() * 20)) * DAY;
        const description =
          `${name} is one of the ${symposium} events. Participants work through ${rounds} round${rounds > 1 ? 's' : ''}, ` +
          'judged by faculty and alumni. Bring your college ID card; certificates for every participant and prizes for the top three.';
        const eventId = await insertSeedEvent(
          trx,
          {
            symposium_name: symposium,
            event_name: name,
            event_category: CATEGORIES[i % CATEGORIES.length]!,
            event_description: description,
            team_or_individual: i % 4 === 0 ? 'Team' : 'Individual',
            location: pick([
              'Rajam Hall',
              'Main Lab',
              'IT Seminar Hall',
              'Hangar Auditorium',
              'Library Conference Room',
            ]),
            registration_fees: fees,
            coordinator_name: `${pick(FIRST)} ${pick(LAST)}`,
            coordinator_contact_no: `98${String(40_000_000 + index * 104_729).slice(0, 8)}`,
            coordinator_mail: `coordinator${index + 1}@bench.local`,
            last_date_for_registration: at(closes),
            open_to_non_mit: openToNonMit ? 1 : 0,
            updated_at: now,
          },
          Array.from({ length: rounds }, (_, r) => ({
            details: `Round ${r + 1}: ${['Online qualifier', 'Semi-final in the lab', 'Final before the jury'][r]}.`,
            at: at(closes + (r + 1) * DAY),
          })),
        );
        // The poster goes through the API's own encoder (two WebP widths), like an admin upload.
        const png = await sharp(Buffer.from(posterSvg(index, name, symposium)))
          .png()
          .toBuffer();
        const encoded = await encodePoster(png);
        const large = await insertFile(trx, {
          kind: 'poster',
          contentType: 'image/webp',
          bytes: encoded.large,
        });
        const small = await insertFile(trx, {
          kind: 'poster',
          contentType: 'image/webp',
          bytes: encoded.small,
        });
        await trx
          .updateTable('events')
          .set({ poster_file_id: large, poster_small_file_id: small })
          .where('id', '=', eventId)
          .execute();
        events.push({ id: eventId, name, symposium, fees, openToNonMit, team: i % 4 === 0 });
      }
    }
    const paidEvents = events.filter((e) => e.fees > 0);
    const freeEvents = events.filter((e) => e.fees === 0);

    // Payments: 1,000 students pay for one or two paid events each, with a screenshot.
    const screenshots = await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        sharp(Buffer.from(screenshotSvg(k)))
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    );
    const screenshotFile = `${dir}/screenshot.jpg`;
    fs.writeFileSync(screenshotFile, screenshots[0]!);
    const taken = new Set<string>();
    const key = (u: number, e: number) => `${u}:${e}`;
    const payers = shuffle([...students]).slice(0, PAYMENTS);
    const payments: {
      user: SeedStudent;
      events: SeedEvent[];
      txn: string;
      verified: number | null;
      fileId: number;
    }[] = [];
    for (const [n, user] of payers.entries()) {
      const choices = shuffle(paidEvents.filter((e) => visible(e, user)));
      const count = random() < 0.3 ? 2 : 1;
      const chosen = choices.slice(0, count);
      for (const e of chosen) taken.add(key(user.id, e.id));
      const r = random();
      const verified = r < 0.55 ? 1 : r < 0.85 ? null : 0;
      const fileId = await insertFile(trx, {
        kind: 'payment-screenshot',
        contentType: 'image/jpeg',
        bytes: screenshots[n % screenshots.length]!,
      });
      payments.push({
        user,
        events: chosen,
        txn: `SEEDUTR${String(400_000_000_000 + n * 7_919_911)}`,
        verified,
        fileId,
      });
    }
    for (const part of chunks(payments, 200)) {
      await trx
        .insertInto('payments')
        .values(
          part.map((p) => ({
            user_id: p.user.id,
            transaction_id: p.txn,
            transaction_username: p.user.name,
            transaction_date: '2025-01-15',
            transaction_time: '10:42',
            amount: p.events.reduce((s, e) => s + e.fees, 0),
            mobile_number: '9876543210',
            screenshot_file_id: p.fileId,
            verified: p.verified,
            verified_by: null,
            verified_at: p.verified === null ? null : now,
            reason: p.verified === 0 ? 'The amount did not reach the account.' : null,
          })),
        )
        .execute();
    }
    const paymentIds = new Map(
      (
        await trx
          .selectFrom('payments')
          .select(['id', 'transaction_id'])
          .where('transaction_id', 'like', 'SEEDUTR%')
          .execute()
      ).map((p) => [p.transaction_id, p.id]),
    );
    const paymentEvents = payments.flatMap((p) =>
      p.events.map((e) => ({ payment_id: paymentIds.get(p.txn)!, event_id: e.id })),
    );
    for (const part of chunks(paymentEvents, 400))
      await trx.insertInto('payment_events').values(part).execute();

    // Registrations: the paid ones follow their payment; the rest are free events, verified at once.
    type Registration = {
      user_id: number;
      event_id: number;
      payment_id: number | null;
      status: 'verified' | 'rejected' | 'pending';
      updated_at: string;
    };
    const registrations: Registration[] = payments.flatMap((p) =>
      p.events.map((e) => ({
        user_id: p.user.id,
        event_id: e.id,
        payment_id: paymentIds.get(p.txn)!,
        status: p.verified === 1 ? 'verified' : p.verified === 0 ? 'rejected' : 'pending',
        updated_at: now,
      })),
    );
    while (registrations.length < REGISTRATIONS) {
      const user = pick(students);
      const e = pick(freeEvents);
      if (!visible(e, user) || taken.has(key(user.id, e.id))) continue;
      taken.add(key(user.id, e.id));
      registrations.push({
        user_id: user.id,
        event_id: e.id,
        payment_id: null,
        status: 'verified',
        updated_at: now,
      });
    }
    for (const part of chunks(registrations, 400)) {
      await trx.insertInto('registrations').values(part).execute();
    }

    // The bench's own students: who rushes, who reuses a transaction ID, who reads as non-MIT.
    const order = shuffle([...students]);
    const freeFor = (s: SeedStudent) =>
      shuffle(freeEvents.filter((e) => !e.team && visible(e, s) && !taken.has(key(s.id, e.id))))[0];
    const paidFor = (s: SeedStudent) =>
      shuffle(paidEvents.filter((e) => !e.team && visible(e, s) && !taken.has(key(s.id, e.id))))[0];
    const rush: BenchPlan['rush'] = [];
    const reuse: BenchPlan['reuse'] = [];
    const inCart = new Set<string>();
    /** A student of the plan with the paid event they pay for. */
    const payer = (s: (typeof order)[number], paid: NonNullable<ReturnType<typeof paidFor>>) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      paid: { id: paid.id, fees: paid.fees, symposium: paid.symposium },
    });
    for (const s of order) {
      if (rush.length < RUSH_STUDENTS) {
        const paid = paidFor(s);
        const free = freeFor(s);
        if (!paid || !free) continue;
        taken.add(key(s.id, paid.id));
        taken.add(key(s.id, free.id));
        rush.push({ ...payer(s, paid), free: { id: free.id } });
      } else if (reuse.length < REUSE_ATTEMPTS) {
        const paid = paidFor(s);
        if (!paid) continue;
        taken.add(key(s.id, paid.id));
        reuse.push(payer(s, paid));
      }
    }
    const nonMit = order.slice(RUSH_STUDENTS + REUSE_ATTEMPTS + 10).find((s) => !s.mit)!;

    // Carts: 600 students have paid events waiting (never one the bench will use).
    const cart: { user_id: number; event_id: number }[] = [];
    while (cart.length < 600) {
      const user = pick(students);
      const e = pick(paidEvents);
      const k = key(user.id, e.id);
      if (!visible(e, user) || taken.has(k) || inCart.has(k)) continue;
      inCart.add(k);
      cart.push({ user_id: user.id, event_id: e.id });
    }
    for (const part of chunks(cart, 400)) await trx.insertInto('cart_items').values(part).execute();

    // Placement experiences: 150 approved over 25 companies, 20 waiting for review.
    for (let i = 0; i < 170; i++) {
      const company = COMPANIES[i % COMPANIES.length]!;
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const pdf = await insertFile(trx, {
        kind: 'experience-pdf',
        contentType: 'application/pdf',
        bytes: experiencePdf(company, name),
      });
      await trx
        .insertInto('experiences')
        .values({
          name,
          email: `alumnus${i + 1}@bench.local`,
          company,
          company_key: company.toLowerCase(),
          type: pick(EXPERIENCE_TYPES),
          year_of_passing: 2019 + (i % 7),
          linkedin: i % 3 === 0 ? `https://www.linkedin.com/in/bench-alumnus-${i + 1}` : null,
          pdf_file_id: pdf,
          status: i < 150 ? 'approved' : 'pending',
          reviewed_by: null,
          reviewed_at: i < 150 ? now : null,
        })
        .execute();
    }

    // Every bench student is signed in by a session written here as a login writes it (the hash
    // of a random token in `sessions`), so the run needs no Argon2 login per student (17 ms of
    // CPU each, minutes on a busy machine). The bench logs the admin in through the API.
    const sessions: { id: string; user_id: number; expires_at: string }[] = [];
    const cookies: Record<string, string> = {};
    const signIn = (userId: number, email: string) => {
      const token = crypto.randomBytes(32).toString('base64url');
      sessions.push({
        id: crypto.createHash('sha256').update(token).digest('hex'),
        user_id: userId,
        expires_at: at(DAY),
      });
      return (cookies[email] = `sid=${token}`);
    };
    for (const s of [...rush, ...reuse, nonMit]) signIn(s.id, s.email);

    // Open-loop students: everyone not used above, each with pairs of events of their own.
    const used = new Set([...rush.map((s) => s.id), ...reuse.map((s) => s.id), nonMit.id]);
    const openLoop: BenchPlan['openLoop'] = [];
    const free = (s: SeedStudent, e: SeedEvent) =>
      !e.team && visible(e, s) && !taken.has(key(s.id, e.id)) && !inCart.has(key(s.id, e.id));
    for (const s of order) {
      if (used.has(s.id)) continue;
      const paid = shuffle(paidEvents.filter((e) => free(s, e)));
      const gratis = shuffle(freeEvents.filter((e) => free(s, e)));
      const n = Math.min(OPEN_LOOP_PAIRS, paid.length, gratis.length);
      if (n === 0) continue;
      openLoop.push({
        id: s.id,
        email: s.email,
        name: s.name,
        cookie: signIn(s.id, s.email),
        pairs: Array.from({ length: n }, (_, i) => ({
          paid: { id: paid[i]!.id, fees: paid[i]!.fees, symposium: paid[i]!.symposium },
          free: { id: gratis[i]!.id },
        })),
      });
    }
    for (const part of chunks(sessions, 400))
      await trx.insertInto('sessions').values(part).execute();

    const first = await trx
      .selectFrom('events')
      .innerJoin('files', 'files.id', 'events.poster_file_id')
      .select(['events.poster_file_id', 'files.sha256'])
      .where('events.id', '=', events[0]!.id)
      .executeTakeFirstOrThrow();
    return {
      password: PASSWORD,
      counts: {
        events: events.length,
        students: students.length,
        payments: payments.length,
        registrations: registrations.length,
        cartItems: cart.length,
        experiences: 170,
      },
      posterPath: posterUrl(first.poster_file_id, first.sha256)!,
      screenshotFile,
      nonMitReader: { id: nonMit.id, email: nonMit.email },
      cookies,
      rush,
      reuse,
      openLoop,
    };
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.db || !args.plan || !args.dir)
    throw new Error('usage: seed.ts --db <file|url> --plan <plan.json> --dir <dir>');
  const handle = await openBenchDatabase(args.db, true);
  try {
    await seedSymposia(handle.db);
    const plan = await seed(handle.db, args.dir);
    fs.writeFileSync(args.plan, JSON.stringify(plan));
    console.log(
      `  seeded ${Object.entries(plan.counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
