import { Box, Button, Container, Menu } from '@mantine/core';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { AddOrganizerDialog } from '../../features/organizers/components/add-organizer-dialog';
import { paths } from '../paths';
import { StaffHeader } from './staff-header';

// Admin header (SPEC §2): welcome line, Management menu, Symposium Control, Add Organizer, Logout.

export const managementLinks = [
  { label: 'Manage Events', to: paths.admin.manageEvents },
  { label: 'View Events', to: paths.admin.eventsDisplay },
  { label: 'Pending Experiences', to: paths.admin.pendingExperiences },
  { label: 'Approved Experiences', to: paths.admin.approvedExperiences },
  { label: 'Account Details', to: paths.admin.accountDetails },
  { label: 'View Registrations', to: paths.admin.viewRegistrations },
  { label: 'Registration Status', to: paths.admin.registrationStatus },
  { label: 'Update Winners', to: paths.admin.updateWinners },
  { label: 'Organizers', to: paths.admin.organizers },
  { label: 'Audit Log', to: paths.admin.auditLog },
];

export function AdminLayout() {
  const [addingOrganizer, setAddingOrganizer] = useState(false);
  return (
    <>
      <StaffHeader
        home={paths.admin.root}
        actions={(close) => (
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="light">Management</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {managementLinks.map((l) => (
                  <Menu.Item key={l.to} component={Link} to={l.to} onClick={close}>
                    {l.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="light"
              onClick={() => {
                close();
                setAddingOrganizer(true);
              }}
            >
              Add Organizer
            </Button>
          </>
        )}
      />
      <AddOrganizerDialog opened={addingOrganizer} onClose={() => setAddingOrganizer(false)} />
      <Box component="main" id="main" py="lg">
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
