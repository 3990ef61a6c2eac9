import { paths } from '../paths';
import { LinksLayout } from './links-layout';

// Volunteer header (SPEC-2 §I): the event-day desk only — Check-in, On-spot, Logout.

const volunteerLinks = [
  { label: 'Check-in', to: paths.volunteer.checkIn },
  { label: 'On-spot', to: paths.volunteer.onSpot },
];

export function VolunteerLayout() {
  return <LinksLayout home={paths.volunteer.root} links={volunteerLinks} />;
}
