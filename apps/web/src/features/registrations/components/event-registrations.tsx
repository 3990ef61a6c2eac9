import { MSG, SYMPOSIA, type Event } from '@app/shared';
import { Anchor, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import {
  IconArrowLeft,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconSearch,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DownloadButton, DownloadLinkButton } from '../../../components/link-buttons';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { TableOrCardList } from '../../../components/table-or-card-list';
import { errorMessage } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { CancelRegistrationButton } from './cancel-registration-button';
import { NoVerifiedRegistrations } from './no-verified-registrations';
import { freedSeatGoesToWaitlist } from '../lib/freed-seat';
import { eventRegistrationsExportUrl, useEventRegistrations } from '../api/get-event-registrations';
import { useEvent } from '../../../api/events';

/**
 * One event's registrations (SPEC §2): '{event name} Registrations', Name, Email, College, and the
 * list as PDF (built in the browser), CSV or Excel (from the API).
 */
export function EventRegistrations({
  eventId,
  symposium,
  backPath,
}: {
  eventId: number | null;
  symposium: string | null;
  backPath: string;
}) {
  const valid = !!eventId && !!symposium && (SYMPOSIA as readonly string[]).includes(symposium);
  const event = useEvent(valid ? eventId : null, valid ? symposium : null);
  const rows = useEventRegistrations(valid ? eventId : null, valid ? symposium : null);
  const [search, setSearch] = useState('');
  const invalid = !valid || event.isLoadingError;
  const warned = useRef(false);

  useEffect(() => {
    if (invalid && !warned.current) {
      warned.current = true;
      showError(MSG.invalidRegistrationsView);
    }
  }, [invalid]);

  const back = (
    <Anchor component={Link} to={backPath} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden="true" />
        All events
      </Group>
    </Anchor>
  );

  if (invalid) {
    return (
      <Stack gap="md">
        {back}
        <ErrorState message={MSG.invalidRegistrationsView} />
      </Stack>
    );
  }
  if (event.isPending || rows.isPending) return <PageLoader label="Loading registrations..." />;
  const e = event.data;
  if (rows.isLoadingError) {
    // No downloads either: a PDF built from a list that did not load reads as 'nobody registered'.
    return (
      <Stack gap="md">
        {back}
        <ErrorState
          heading={`${e.eventName} Registrations`}
          message={errorMessage(rows.error, 'Failed to load the registrations of this event.')}
          read={rows}
        />
      </Stack>
    );
  }
  const all = rows.data;
  const needle = search.trim().toLowerCase();
  const list = needle
    ? all.filter((r) =>
        [r.userName, r.email, r.college, r.teamName ?? ''].some((v) =>
          v.toLowerCase().includes(needle),
        ),
      )
    : all;
  const teams = all.some((r) => r.teamName);
  const teamCount = new Set(all.map((r) => r.teamName).filter(Boolean)).size;
  /** The first row of each team carries its name, so members read as a group. */
  const startsTeam = (i: number) => i === 0 || list[i - 1]!.teamName !== list[i]!.teamName;

  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>{e.eventName} Registrations</Title>
        <Text c="dimmed">
          {e.symposiumName} · {all.length} {all.length === 1 ? 'registration' : 'registrations'}
          {teams ? ` in ${teamCount} ${teamCount === 1 ? 'team' : 'teams'}` : ''} · Coordinator{' '}
          {e.coordinatorName} ({e.coordinatorContactNo})
        </Text>
      </Stack>
      <Group gap="sm">
        {/* Made on the server, where names in Tamil script are set in a Tamil font. */}
        <DownloadButton
          href={eventRegistrationsExportUrl(e.id, e.symposiumName, 'pdf')}
          icon={IconFileTypePdf}
        >
          Download as PDF
        </DownloadButton>
        <DownloadLinkButton
          href={eventRegistrationsExportUrl(e.id, e.symposiumName, 'csv')}
          icon={IconFileText}
        >
          Download CSV
        </DownloadLinkButton>
        <DownloadLinkButton
          href={eventRegistrationsExportUrl(e.id, e.symposiumName, 'xlsx')}
          icon={IconFileSpreadsheet}
        >
          Download Excel
        </DownloadLinkButton>
      </Group>
      {all.length === 0 ? (
        <NoVerifiedRegistrations event={e} />
      ) : (
        <>
          <TextInput
            placeholder={
              teams ? 'Search by team, name, email or college' : 'Search by name, email or college'
            }
            aria-label="Search registrations"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(ev) => setSearch(ev.currentTarget.value)}
            maw={360}
          />
          <TableOrCardList
            items={list}
            itemKey={(r) => r.email}
            gap="xs"
            table={
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {teams && <Table.Th>Team</Table.Th>}
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>College</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((r, i) => (
                    <Table.Tr key={r.email}>
                      {teams && (
                        <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {startsTeam(i) ? r.teamName : ''}
                        </Table.Td>
                      )}
                      <Table.Td>
                        {r.userName}
                        {r.isTeamLeader ? ' (leader)' : ''}
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{r.email}</Table.Td>
                      <Table.Td>{r.college}</Table.Td>
                      <Table.Td ta="right">
                        <CancelRegistrationButton
                          registrationId={r.registrationId}
                          label="Cancel"
                          ariaLabel={`Cancel ${r.userName}'s registration`}
                          question={cancelQuestion(r.userName, e)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            }
            card={(r, i) => (
              <>
                {teams && startsTeam(i) && (
                  <Text
                    size="xs"
                    tt="uppercase"
                    fw={700}
                    c="indigo.8"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    Team {r.teamName}
                  </Text>
                )}
                {/* A name or college with no spaces breaks anywhere; the button keeps its label. */}
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {r.userName}
                  {r.isTeamLeader ? ' (leader)' : ''}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {r.email}
                </Text>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {r.college}
                  </Text>
                  <CancelRegistrationButton
                    registrationId={r.registrationId}
                    label="Cancel"
                    ariaLabel={`Cancel ${r.userName}'s registration`}
                    question={cancelQuestion(r.userName, e)}
                  />
                </Group>
              </>
            )}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Staff cancel any registration (audited): the question says what goes with it, and that the seat
 * goes on only where someone can be waiting for it.
 */
const cancelQuestion = (userName: string, event: Event) =>
  `Cancel ${userName}'s registration for ${event.eventName}? Their round results go with it${
    freedSeatGoesToWaitlist(event) ? ', the seat goes to the next person waiting,' : ''
  } and a paid fee is not refunded by the site. They are mailed that it was cancelled, and the audit log records it.`;
