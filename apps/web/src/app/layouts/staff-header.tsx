import { Box, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import classes from './header.module.css';
import { MenuBurger } from './menu-burger';

/** Where the actions stand: in the header, or in the menu drawer of phones. */
export type ActionsPlace = 'header' | 'drawer';

/** The header frame shared by the admin and organizer areas: brand, welcome line, actions, Logout. */
export function StaffHeader({
  home,
  actions,
  ownRow = false,
}: {
  home: string;
  actions: (close: () => void, place: ActionsPlace) => ReactNode;
  /** Many actions: they get a row of their own under the welcome line and Logout. */
  ownRow?: boolean;
}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const onLogout = async () => {
    close();
    if (await logout()) navigate('/');
  };
  const logoutButton = (
    <Button variant="default" onClick={onLogout}>
      Logout
    </Button>
  );
  const nav = (
    <Group gap={ownRow ? 4 : 'xs'} wrap="nowrap" component="nav" aria-label="Management">
      {actions(() => undefined, 'header')}
      {!ownRow && logoutButton}
    </Group>
  );
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Box component="header" className={classes.header}>
        <Container size="xl" className={classes.inner}>
          <Group gap="sm" wrap="nowrap">
            <Link to={home} className={classes.brand} aria-label="CS dashboard home">
              <span className={classes.logo} aria-hidden="true" />
            </Link>
            <Text fw={600} size="sm" truncate="end">
              Welcome, {user?.name ?? ''}
            </Text>
          </Group>
          <Box visibleFrom="md">{ownRow ? logoutButton : nav}</Box>
          <MenuBurger opened={drawer} onClick={toggle} />
        </Container>
        {ownRow && (
          <Container size="xl" visibleFrom="md" className={classes.actionsRow}>
            {nav}
          </Container>
        )}
        <Drawer
          opened={drawer}
          onClose={close}
          title="Menu"
          hiddenFrom="md"
          size="xs"
          position="right"
        >
          <Stack gap="xs" component="nav" aria-label="Management">
            {actions(close, 'drawer')}
            {logoutButton}
          </Stack>
        </Drawer>
      </Box>
    </>
  );
}
