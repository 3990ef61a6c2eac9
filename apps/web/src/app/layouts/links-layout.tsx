import { Box, Button, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { StaffHeader } from './staff-header';

/** A staff area whose header is a row of links (organizer, volunteer) and the page below it. */
export function LinksLayout({ home, links }: { home: string; links: { label: string; to: string }[] }) {
  return (
    <>
      <StaffHeader
        home={home}
        actions={(close) =>
          links.map((l) => (
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
