import { paths } from '../paths';
import { LinksLayout } from './links-layout';

// Volunteer header (SPEC-2 §I): the event-day desk only — Check-in, On-spot, Logout.

const volunteerLinks = [{ label: 'My Events', to: paths.volunteer.root }];

export function VolunteerLayout() {
  return <LinksLayout home={paths.volunteer.root} links={volunteerLinks} />;
}
