import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../../components/page-title';
import { paths } from '../paths';

export function Component() {
  usePageMeta('CSMIT — Computer Society of MIT', 'Events, workshops and the Enigma and Carteblanche symposia of the Computer Society of MIT.');
  return (
    <Container size="lg" py={64} id="home">
      <Stack gap="md" maw={680}>
        <Title order={1}>Computer Society of MIT</Title>
        <Text size="lg" c="dimmed">
          Enigma, our intra-college symposium, and Carteblanche, our national inter-college symposium: browse the events and
          register.
        </Text>
        <Group>
          <Button component={Link} to={paths.events('Enigma')}>
            Enigma events
          </Button>
          <Button component={Link} to={paths.events('Carteblanche')} variant="light">
            Carteblanche events
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
