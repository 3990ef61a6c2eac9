import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '../paths';
import { AuthModalsSlot } from './auth-modals-slot';
import classes from './header.module.css';
import { MainContent, PAGE_LINK } from './main-content';
import { NavigationProgress } from './navigation-progress';
import { PublicHeader } from './public-header';

const FOOTER_LINKS = [
  { label: 'Enigma', to: paths.events('Enigma') },
  { label: 'Carteblanche', to: paths.events('Carteblanche') },
  { label: 'Placements', to: paths.placements },
  { label: 'Gallery', to: paths.gallery },
];

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
              {FOOTER_LINKS.map((l) => (
                <Anchor key={l.label} component={Link} to={l.to} state={PAGE_LINK} size="sm">
                  {l.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
