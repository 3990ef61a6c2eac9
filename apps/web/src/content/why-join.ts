import type { WhyJoinReason } from './types';

export const whyJoin: WhyJoinReason[] = [
  { icon: 'code', title: 'Learn by building', text: 'Hands-on workshops and projects that go further than the syllabus.' },
  { icon: 'calendar', title: 'Run real events', text: 'Plan, budget and run a symposium that hundreds of students attend.' },
  { icon: 'users', title: 'Find your people', text: 'Work alongside students from every year and department who love computing.' },
  { icon: 'microphone', title: 'Speak and teach', text: 'Present papers, host sessions and explain what you know to a real audience.' },
  { icon: 'briefcase', title: 'Prepare for placements', text: 'Read seniors’ placement experiences and learn from alumni who have been there.' },
  { icon: 'rocket', title: 'Lead early', text: 'Take on a role in your second year and grow into an office bearer.' },
];
