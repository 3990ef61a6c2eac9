import { Box, Button, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '../paths';
import { StaffHeader } from './staff-header';

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
  return (
    <>
      <StaffHeader
        home={paths.organizer.root}
        actions={(close) =>
          organizerLinks.map((l) => (
            <Button key={l.to} component={Link} to={l.to} variant="subtle" onClick={close}>
              {l.label}
            </Button>
          ))
        }
      />
      <Box component="main" id="main" tabIndex={-1} py="lg">
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
