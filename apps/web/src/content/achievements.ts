import { FOUNDED } from './site';
import type { Achievement } from './types';

/** Headline figures: each follows from the society's own facts, so none goes stale. */
export const stats = (year = new Date().getFullYear()) => [
  { value: String(FOUNDED), label: 'Founded' },
  { value: `${year - FOUNDED}+`, label: 'Years of events' },
  { value: '2', label: 'Symposia a year' },
  { value: `${year - 2005}+`, label: 'Years of Carte Blanche' },
];

export const achievements: Achievement[] = [
  {
    title: 'A national symposium since 2005',
    text: 'Carte Blanche has welcomed students from colleges across India every year since its first edition.',
  },
  {
    title: 'Enigma, every year',
    text: 'Our intra-college symposium gives every student at MIT a stage for contests, papers and workshops.',
  },
  {
    title: 'Alumni across the industry',
    text: 'Former office bearers lead teams in product companies, research labs and start-ups of their own.',
  },
  {
    title: 'Placement stories, shared',
    text: 'Seniors write up their interviews so juniors prepare with real experiences, not rumours.',
  },
];
