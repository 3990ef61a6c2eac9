import { Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import classes from './header.module.css';

/** The header frame shared by the admin and organizer areas: brand, welcome line, actions, Logout. */
export function StaffHeader({
  home,
  actions,
}: {
  home: string;
  actions: (close: () => void) => ReactNode;
}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const onLogout = async () => {
    close();
    await logout();
    navigate('/');
  };
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
        <Group gap="xs" visibleFrom="md" component="nav" aria-label="Management">
          {actions(() => undefined)}
          <Button variant="default" onClick={onLogout}>
            Logout
          </Button>
        </Group>
        <Burger opened={drawer} onClick={toggle} hiddenFrom="md" aria-label="Open menu" />
      </Container>
      <Drawer
        opened={drawer}
        onClose={close}
        title="Menu"
        hiddenFrom="md"
        size="xs"
        position="right"
      >
        <Stack gap="xs" component="nav" aria-label="Management">
          {actions(close)}
          <Button variant="default" onClick={onLogout}>
            Logout
          </Button>
        </Stack>
      </Drawer>
    </Box>
    </>
  );
}
