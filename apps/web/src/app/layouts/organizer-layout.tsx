import { paths } from '../paths';
import { LinksLayout } from './links-layout';

// Organizer header (SPEC §2): View Registrations, Registration Status, Update Winners, Logout.

const organizerLinks = [
  { label: 'Dashboard', to: paths.organizer.dashboard },
  { label: 'View Registrations', to: paths.organizer.viewRegistrations },
  { label: 'Registration Status', to: paths.organizer.registrationStatus },
  { label: 'Update Winners', to: paths.organizer.updateWinners },
  { label: 'Announcements', to: paths.organizer.announcements },
  { label: 'Check-in', to: paths.organizer.checkIn },
  { label: 'On-spot', to: paths.organizer.onSpot },
];

export function OrganizerLayout() {
  return <LinksLayout home={paths.organizer.root} links={organizerLinks} />;
}
