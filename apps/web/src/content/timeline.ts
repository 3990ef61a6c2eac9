import type { TimelineStep } from './types';

// The society's history (SPEC §1): founded in 1983, Carte Blanche since 2005.
export const timeline: TimelineStep[] = [
  {
    year: '1983',
    title: 'The society is founded',
    text: 'Students of Madras Institute of Technology start the computer society to share what they learn beyond the syllabus.',
  },
  {
    year: '1990s',
    title: 'Contests and lab sessions',
    text: 'Programming contests and hands-on sessions in the labs become a regular part of campus life.',
  },
  {
    year: '2005',
    title: 'Carte Blanche begins',
    text: 'The first Carte Blanche, a national inter-college symposium, brings students from across India to the campus.',
  },
  {
    year: '2010',
    title: 'Workshops for every year',
    text: 'Hands-on workshops on the web, mobile and open source join the calendar, from first years to final years.',
  },
  {
    year: '2020',
    title: 'Online and further',
    text: 'Events move online during the pandemic and reach participants from more colleges than ever before.',
  },
  {
    year: '2024',
    title: 'Our own platform',
    text: 'Registrations, payments, results and placement experiences move to this site, built and run by the society.',
  },
];
