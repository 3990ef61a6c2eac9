import { paths } from '../paths';
import { LinksLayout } from './links-layout';

// Organizer header (SPEC §2): View Registrations, Registration Status, Update Winners, Logout.

const organizerLinks = [
  { label: 'View Registrations', to: paths.organizer.viewRegistrations },
  { label: 'Registration Status', to: paths.organizer.registrationStatus },
  { label: 'Update Winners', to: paths.organizer.updateWinners },
];

export function OrganizerLayout() {
  return <LinksLayout home={paths.organizer.root} links={organizerLinks} />;
}
