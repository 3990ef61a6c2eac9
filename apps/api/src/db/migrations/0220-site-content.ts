import { sql } from 'kysely';
import { idPrimaryKey, idType, isoNow } from './helpers';
import type { MigrationDb, MigrationDialect } from './types';

// Frozen. The landing page's people, logos, pictures and history as rows the admin edits, seeded
// with the content the site shipped with, so visitors see no change until the admin edits.
// Seeded pictures are the web build's artwork, named by `image_key` (docs/decisions/005).

type Seed = { fields: Record<string, string>; imageKey?: string; placeholder: boolean };

const person = (name: string, extra: Record<string, string>, imageKey: string): Seed => ({
  fields: { name, ...extra },
  imageKey,
  placeholder: true,
});

const ALUMNI: Seed[] = [
  person(
    'Alumnus Name (placeholder)',
    {
      batch: 'Batch of 20XX',
      role: 'Role, Company (placeholder)',
      quote: 'Running a symposium taught me to plan, to ship on a deadline and to lead people older than me.',
    },
    'alumni/alumnus-1',
  ),
  person(
    'Alumna Name (placeholder)',
    {
      batch: 'Batch of 20XX',
      role: 'Role, Company (placeholder)',
      quote: 'The workshops I organised as a student were my first taste of teaching, and I never stopped.',
    },
    'alumni/alumnus-2',
  ),
  person(
    'Alumnus Name (placeholder)',
    {
      batch: 'Batch of 20XX',
      role: 'Role, Company (placeholder)',
      quote: 'Carte Blanche put me in a room with students from across India. Some of them are my colleagues today.',
    },
    'alumni/alumnus-3',
  ),
];

const TIMELINE: Seed[] = [
  ['1983', 'The society is founded', 'Students of Madras Institute of Technology start the computer society to share what they learn beyond the syllabus.'],
  ['1990s', 'Contests and lab sessions', 'Programming contests and hands-on sessions in the labs become a regular part of campus life.'],
  ['2005', 'Carte Blanche begins', 'The first Carte Blanche, a national inter-college symposium, brings students from across India to the campus.'],
  ['2010', 'Workshops for every year', 'Hands-on workshops on the web, mobile and open source join the calendar, from first years to final years.'],
  ['2020', 'Online and further', 'Events move online during the pandemic and reach participants from more colleges than ever before.'],
  ['2024', 'Our own platform', 'Registrations, payments, results and placement experiences move to this site, built and run by the society.'],
].map(([year, title, text]) => ({ fields: { year: year!, title: title!, text: text! }, placeholder: false }));

const FACULTY: Seed[] = [
  person(
    'Faculty Advisor Name (placeholder)',
    { designation: 'Professor, Department of Computer Technology (placeholder)', role: 'Faculty advisor' },
    'faculty/faculty-1',
  ),
  person(
    'Faculty Advisor Name (placeholder)',
    { designation: 'Associate Professor, Department of Information Technology (placeholder)', role: 'Faculty co-advisor' },
    'faculty/faculty-2',
  ),
];

const OFFICE_BEARERS: Seed[] = [
  'President',
  'Vice President',
  'General Secretary',
  'Joint Secretary',
  'Treasurer',
  'Joint Treasurer',
  'Technical Head',
  'Events Head',
  'Design Head',
  'Web Head',
  'Public Relations Head',
  'Sponsorship Head',
  'Content Head',
  'Media Head',
  'Logistics Head',
  'Outreach Head',
  'Workshops Head',
].map((role, i) =>
  person('Student Name (placeholder)', { role }, `office-bearers/office-bearer-${String(i + 1).padStart(2, '0')}`),
);

const SPONSORS: Seed[] = ['Quantix Labs', 'NimbusGrid', 'Bytewave', 'Orbital Forge', 'Lumen Circuits', 'Parallax', 'Kernelworks', 'Vertex Foundry'].map(
  (name, i) => ({ fields: { name }, imageKey: `sponsors/sponsor-${i + 1}`, placeholder: true }),
);

const GALLERY: Seed[] = [
  'Enigma inauguration',
  'Carte Blanche opening keynote',
  'Coding contest, first round',
  'Paper presentation finals',
  'Web development workshop',
  'Overnight hackathon',
  'Technical quiz',
  'Treasure hunt across the campus',
  'Guest lecture on distributed systems',
  'Open source contribution sprint',
  'Machine learning workshop',
  'Debugging contest',
  'Valedictory and prize distribution',
  'Volunteers before the symposium',
  'Registration desk on day one',
  'Poster design contest',
  'Robotics demonstration',
  'Cybersecurity capture the flag',
  'Alumni meet',
  'Freshers orientation',
  'Project expo',
  'Mobile app workshop',
  'Gaming tournament',
  'Panel on placements',
  'Team photo of the organisers',
  'Closing night',
  'Workshop on Git and GitHub',
  'Office bearers handover',
].map((caption, i) => ({ fields: { caption }, imageKey: `gallery/gallery-${String(i + 1).padStart(2, '0')}`, placeholder: true }));

export async function up(db: MigrationDb, dialect: MigrationDialect): Promise<void> {
  const now = isoNow(dialect);

  await db.schema
    .createTable('site_content_items')
    .addColumn('id', idType(dialect), idPrimaryKey(dialect))
    .addColumn('section', 'text', (c) =>
      c.notNull().check(sql`section in ('alumni', 'timeline', 'faculty', 'office-bearers', 'sponsors', 'gallery')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    // The section's fields as JSON ({ name, role, … }), checked by the section's schema on write.
    .addColumn('fields_json', 'text', (c) => c.notNull())
    // Seeded artwork of the web build, by its manifest key; null once a picture is uploaded.
    .addColumn('image_key', 'text')
    // An uploaded picture: { width, height, color, variants: [{ width, fileId, sha256 }] }, one
    // stored WebP file per display size.
    .addColumn('image_json', 'text')
    .addColumn('is_placeholder', 'integer', (c) => c.notNull().defaultTo(0))
    // Office bearers of a past year ('Start a new year'); null for the current content.
    .addColumn('archive_year', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('site_content_items_section_idx')
    .on('site_content_items')
    .columns(['section', 'archive_year', 'position'])
    .execute();

  // One row whose number goes up with every change, so every API process can tell cheaply
  // whether its cached copy of the content is still current.
  await db.schema
    .createTable('site_content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('site_content_version').values({ id: 1, version: 1 }).execute();

  const sections: [string, Seed[]][] = [
    ['alumni', ALUMNI],
    ['timeline', TIMELINE],
    ['faculty', FACULTY],
    ['office-bearers', OFFICE_BEARERS],
    ['sponsors', SPONSORS],
    ['gallery', GALLERY],
  ];
  const rows = sections.flatMap(([section, items]) =>
    items.map((item, position) => ({
      section,
      position,
      fields_json: JSON.stringify(item.fields),
      image_key: item.imageKey ?? null,
      is_placeholder: item.placeholder ? 1 : 0,
    })),
  );
  await db.insertInto('site_content_items').values(rows).execute();
}
