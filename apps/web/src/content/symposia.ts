import type { SymposiumCard } from './types';

// The events section: one card per symposium, each linking to /events?symposium=<name>.
export const symposia: SymposiumCard[] = [
  {
    symposium: 'Enigma',
    tagline: 'Annual intra-college symposium',
    text: 'Our own campus’s festival of computing: contests, paper presentations, workshops and non-technical fun for MIT students.',
    highlights: ['Technical and non-technical events', 'Workshops', 'Paper presentations'],
  },
  {
    symposium: 'Carteblanche',
    tagline: 'National inter-college symposium',
    text: 'Since 2005, students from colleges across India come to MIT to compete, present and learn together.',
    highlights: ['Open to every college', 'Contests and workshops', 'Prizes and certificates'],
  },
];
