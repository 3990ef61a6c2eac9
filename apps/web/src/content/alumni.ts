import type { Alumnus } from './types';

// Placeholders: the society supplies the real names, batches, roles, quotes and photos
// (photos go to art/alumni/alumnus-N.jpg, see the README section "Landing page content").
export const featuredAlumni: Alumnus[] = [
  {
    name: 'Alumnus Name (placeholder)',
    batch: 'Batch of 20XX',
    role: 'Role, Company (placeholder)',
    quote: 'Running a symposium taught me to plan, to ship on a deadline and to lead people older than me.',
    image: 'alumni/alumnus-1',
  },
  {
    name: 'Alumna Name (placeholder)',
    batch: 'Batch of 20XX',
    role: 'Role, Company (placeholder)',
    quote: 'The workshops I organised as a student were my first taste of teaching, and I never stopped.',
    image: 'alumni/alumnus-2',
  },
  {
    name: 'Alumnus Name (placeholder)',
    batch: 'Batch of 20XX',
    role: 'Role, Company (placeholder)',
    quote: 'Carte Blanche put me in a room with students from across India. Some of them are my colleagues today.',
    image: 'alumni/alumnus-3',
  },
];
