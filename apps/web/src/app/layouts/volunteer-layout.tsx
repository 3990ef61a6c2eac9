import { Box, Button, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '../paths';
import { StaffHeader } from './staff-header';

// Volunteer header (SPEC-2 §I): the event-day desk only — Check-in, On-spot, Logout.

const volunteerLinks: { label: string; to: string }[] = [{ label: 'My Events', to: paths.volunteer.root }];

export function VolunteerLayout() {
  return (
    <>
      <StaffHeader
        home={paths.volunteer.root}
        actions={(close) =>
          volunteerLinks.map((l) => (
            <Button key={l.to} component={Link} to={l.to} variant="subtle" onClick={close}>
              {l.label}
            </Button>
          ))
        }
      />
      <Box component="main" id="main" py="lg">
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
