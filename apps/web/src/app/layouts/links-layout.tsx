import { Button, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { MainContent } from './main-content';
import { StaffHeader } from './staff-header';

/** More links than fit beside the welcome line: they get a row of their own, as compact buttons. */
const FEW_LINKS = 3;

/** A staff area whose header is a row of links (organizer, volunteer) and the page below it. */
export function LinksLayout({
  home,
  links,
}: {
  home: string;
  links: { label: string; to: string }[];
}) {
  const many = links.length > FEW_LINKS;
  return (
    <>
      <StaffHeader
        home={home}
        ownRow={many}
        actions={(close, place) =>
          links.map((l) => (
            <Button
              key={l.to}
              component={Link}
              to={l.to}
              variant="subtle"
              size={many && place === 'header' ? 'compact-sm' : 'sm'}
              onClick={close}
            >
              {l.label}
            </Button>
          ))
        }
      />
      <MainContent py="lg">
        <Container size="xl">
          <Outlet />
        </Container>
      </MainContent>
    </>
  );
}
