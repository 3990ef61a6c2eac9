import type { CertificateKind, IssueCertificatesResponse } from '@app/shared';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconAward, IconCertificate } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { useCertificateSummary } from '../api/get-certificate-summary';
import { useIssueCertificates } from '../api/issue-certificates';
import { CertificatesTable } from './certificates-table';
import { IssueProgress } from './issue-progress';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the admin is told once certificates are issued. */
function issuedMessage(r: IssueCertificatesResponse): string {
  if (r.issued === 0 && r.revoked === 0)
    return `Nothing to issue: ${plural(r.skipped, 'person already has', 'people already have')} one.`;
  const done = [
    r.issued > 0 && `${plural(r.issued, 'certificate')} issued`,
    r.revoked > 0 && `${plural(r.revoked, 'certificate')} revoked as the winners changed`,
    r.skipped > 0 && `${r.skipped} already had one`,
  ].filter(Boolean);
  return `${done.join(', ')}.${r.issued > 0 ? ' Mails are on their way.' : ''}`;
}

/** Merit certificates that no longer match the winners, and what issuing does about them. */
const outdatedNotice = (n: number) =>
  `${plural(n, 'merit certificate no longer matches', 'merit certificates no longer match')} the winners. ` +
  `Issue merit certificates to revoke ${n === 1 ? 'it' : 'them'} and issue the right ones.`;

/** One event: who may get which certificate, the issue buttons, the mailing progress and the list. */
export function EventCertificates({ eventId }: { eventId: number }) {
  const summary = useCertificateSummary(eventId);
  const issue = useIssueCertificates();
  const [jobId, setJobId] = useState<number | null>(null);

  if (summary.isLoadingError)
    return <ErrorState message="Could not load the certificates of this event." read={summary} />;
  if (summary.isPending) return <Skeleton height={220} radius="md" />;
  const s = summary.data;
  const shownJob = jobId ?? s.lastJobId;

  const onIssue = (kind: CertificateKind) =>
    issue.mutate(
      { eventId, kind },
      {
        onSuccess: (r) => {
          if (r.jobId !== null) setJobId(r.jobId);
          showSuccess(issuedMessage(r), 3500);
        },
        onError: (err) => showError(errorMessage(err, 'Could not issue the certificates.')),
      },
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <KindCard
          icon={<IconCertificate size={22} aria-hidden="true" />}
          title="Participation"
          lines={[
            `${plural(s.eligible.participation, 'participant')} (verified and checked in, or with a round result)`,
            `${s.issued.participation} issued`,
          ]}
          action={
            <Button
              onClick={() => onIssue('participation')}
              loading={issue.isPending && issue.variables?.kind === 'participation'}
              disabled={s.eligible.participation === 0}
            >
              Issue participation certificates
            </Button>
          }
        />
        <KindCard
          icon={<IconAward size={22} aria-hidden="true" />}
          title="Merit"
          lines={[
            `${plural(s.winners, 'winner')} declared, ${plural(s.eligible.merit, 'person', 'people')} to certify`,
            `${s.issued.merit} issued`,
          ]}
          notice={
            s.outdatedMerit > 0 && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle size={20} aria-hidden="true" />}
                title="The winners have changed"
              >
                {outdatedNotice(s.outdatedMerit)}
              </Alert>
            )
          }
          action={
            <Button
              onClick={() => onIssue('merit')}
              loading={issue.isPending && issue.variables?.kind === 'merit'}
              disabled={s.eligible.merit === 0 && s.outdatedMerit === 0}
              color="grape.8"
            >
              Issue merit certificates
            </Button>
          }
        />
      </SimpleGrid>
      {shownJob !== null && <IssueProgress key={shownJob} jobId={shownJob} eventId={eventId} />}
      <Stack gap="sm">
        <Title order={3} size="h5">
          Issued certificates{s.revoked > 0 ? ` (${s.revoked} revoked)` : ''}
        </Title>
        {s.certificates.length === 0 ? (
          <EmptyState title="None issued yet">
            Issue certificates above; each person gets a mail with their link.
          </EmptyState>
        ) : (
          <CertificatesTable eventId={eventId} certificates={s.certificates} />
        )}
      </Stack>
    </Stack>
  );
}

function KindCard({
  icon,
  title,
  lines,
  notice,
  action,
}: {
  icon: ReactNode;
  title: string;
  lines: string[];
  /** shown above the button when the issued certificates need attention */
  notice?: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="md" size={38}>
            {icon}
          </ThemeIcon>
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        {lines.map((l) => (
          <Text key={l} size="sm">
            {l}
          </Text>
        ))}
        {notice}
        <Group mt="auto">{action}</Group>
      </Stack>
    </Card>
  );
}
