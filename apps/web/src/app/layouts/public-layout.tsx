import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '../paths';
import { AuthModalsSlot } from './auth-modals-slot';
import classes from './header.module.css';
import { MainContent } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  return (
    <>
      <NavigationProgress />
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <PublicHeader />
      <AuthModalsSlot />
      <MainContent className={classes.main}>
        <Outlet />
      </MainContent>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Computer Society of MIT, Madras Institute of Technology,
              Chennai.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to={paths.events('Enigma')} size="sm">
                Enigma
              </Anchor>
              <Anchor component={Link} to={paths.events('Carteblanche')} size="sm">
                Carteblanche
              </Anchor>
              <Anchor component={Link} to={paths.placements} size="sm">
                Placements
              </Anchor>
              <Anchor component={Link} to={paths.gallery} size="sm">
                Gallery
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
