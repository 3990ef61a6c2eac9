import { Box, Button, Collapse, Container, Group, Menu } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { AddOrganizerDialog } from '../../features/organizers/components/add-organizer-dialog';
import { paths } from '../paths';
import { MainContent } from './main-content';
import { StaffHeader } from './staff-header';

// Admin header (SPEC §2): welcome line, Management menu, Symposium Control, Add Organizer, Logout.

export const managementLinks = [
  { label: 'Dashboard', to: paths.admin.dashboard },
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
  { label: 'Certificates', to: paths.admin.certificates },
  { label: 'Site Content', to: paths.admin.siteContent },
  { label: 'Announcements', to: paths.admin.announcements },
  { label: 'Check-in', to: paths.admin.checkIn },
  { label: 'On-spot', to: paths.admin.onSpot },
];

// Loaded on first use, so the shared shell carries none of their code.
const SymposiumControlDialog = lazy(() =>
  import('../../features/symposia/components/symposium-control-dialog').then((m) => ({
    default: m.SymposiumControlDialog,
  })),
);
const TimerPanel = lazy(() =>
  import('../../features/timer/components/timer-panel').then((m) => ({ default: m.TimerPanel })),
);

export function AdminLayout() {
  const [addingOrganizer, setAddingOrganizer] = useState(false);
  const [symposiumControl, setSymposiumControl] = useState(false);
  // Loaded on the first click, then kept: it closes (and gives focus back) instead of unmounting.
  const [symposiumControlWanted, setSymposiumControlWanted] = useState(false);
  if (symposiumControl && !symposiumControlWanted) setSymposiumControlWanted(true);
  const [timerShown, setTimerShown] = useState(false);
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
                setSymposiumControl(true);
              }}
            >
              Symposium Control
            </Button>
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
      {symposiumControlWanted && (
        <Suspense fallback={null}>
          <SymposiumControlDialog
            opened={symposiumControl}
            onClose={() => setSymposiumControl(false)}
          />
        </Suspense>
      )}
      <MainContent py="lg">
        <Container size="xl">
          <Group justify="flex-end" mb="sm">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setTimerShown((v) => !v)}
              aria-expanded={timerShown}
            >
              {timerShown ? 'Hide Timer' : 'Show Timer'}
            </Button>
          </Group>
          <Collapse expanded={timerShown}>
            <Box mb="lg">
              {timerShown && (
                <Suspense fallback={null}>
                  <TimerPanel />
                </Suspense>
              )}
            </Box>
          </Collapse>
          <Outlet />
        </Container>
      </MainContent>
    </>
  );
}
