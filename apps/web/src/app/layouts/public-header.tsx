import { Anchor, Box, Button, Container, Divider, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useAuthModal } from '../../lib/auth-modal';
import { withPageStyles } from '../../lib/page-styles';
import { paths } from '../paths';
import classes from './header.module.css';
import { PAGE_LINK } from './main-content';
import { MenuBurger } from './menu-burger';

// Public header (SPEC §2): Home, Alumni, About, Gallery, plus Events for non-admins, Schedule; Login and
// Sign Up for visitors; My Events, Cart and a profile button for signed-in non-admins.

const MobileMenu = lazy(withPageStyles(() => import('./mobile-menu')));

const sectionLinks = [
  { label: 'Home', to: '/#home' },
  { label: 'Alumni', to: '/#featured-alumni' },
  { label: 'About', to: '/#about' },
  { label: 'Gallery', to: '/#gallery' },
];

export function PublicHeader() {
  const { user, logout } = useAuth();
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const [drawer, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (drawer && !menuWanted) setMenuWanted(true);

  const links = [
    ...sectionLinks,
    ...(user?.role === 'admin'
      ? [{ label: 'Managements', to: paths.admin.root }]
      : [{ label: 'Events', to: paths.events() }]),
    { label: 'Schedule', to: paths.schedule },
    ...(user?.role === 'admin' ? [{ label: 'Organizer', to: paths.admin.organizers }] : []),
    { label: 'Placements', to: paths.placements },
  ];
  const memberLinks =
    user && user.role !== 'admin' && user.role !== 'volunteer'
      ? [
          { label: 'My Events', to: paths.enrolledEvents },
          { label: 'Cart', to: paths.cart },
        ]
      : [];
  const profileTo =
    user?.role === 'student'
      ? paths.studentDashboard
      : user?.role === 'organizer'
        ? paths.organizer.viewRegistrations
        : user?.role === 'volunteer'
          ? paths.volunteer.root
          : null;

  const onLogout = async () => {
    close();
    if (await logout()) navigate('/');
  };

  const navItems = (onClick?: () => void) =>
    [...links, ...memberLinks].map((l) => (
      <Anchor
        key={l.label}
        component={Link}
        to={l.to}
        state={PAGE_LINK}
        className={classes.link}
        onClick={onClick}
      >
        {l.label}
      </Anchor>
    ));

  const accountButtons = (vertical: boolean) =>
    user ? (
      <>
        {profileTo && (
          <Button
            component={Link}
            to={profileTo}
            variant="light"
            onClick={close}
            fullWidth={vertical}
            aria-label={`${user.name.split(' ')[0]}, profile`}
          >
            {user.name.split(' ')[0]}
          </Button>
        )}
        <Button variant="default" onClick={onLogout} fullWidth={vertical}>
          Logout
        </Button>
      </>
    ) : (
      <>
        <Button variant="default" onClick={() => (close(), open('login'))} fullWidth={vertical}>
          Login
        </Button>
        <Button onClick={() => (close(), open('signup'))} fullWidth={vertical}>
          Sign Up
        </Button>
      </>
    );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" className={classes.brand} aria-label="CSMIT home">
          <span className={classes.logo} aria-hidden="true" />
          <Text span fw={800} size="lg">
            CSMIT
          </Text>
        </Anchor>
        <Group gap="md" visibleFrom="md" component="nav" aria-label="Main">
          {navItems()}
        </Group>
        <Group gap="xs" visibleFrom="md">
          {accountButtons(false)}
        </Group>
        <MenuBurger opened={drawer} onClick={toggle} />
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawer} onClose={close}>
            {navItems(close)}
            <Divider />
            {accountButtons(true)}
          </MobileMenu>
        </Suspense>
      )}
    </Box>
  );
}
