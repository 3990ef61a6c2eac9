import { MSG_CERTIFICATE_REVOKED } from '@app/shared';
import {
  Alert,
  Box,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconDownload, IconQuestionMark } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { certificatePdfUrl, useCertificate } from '../api/get-certificate';
import { certificateTitle, formatIssued } from '../lib/format';
import { NewTabButton } from '../../../components/link-buttons';

/**
 * /verify/{code}: whether the certificate stands and what it certifies, for anyone. The issuer
 * named is the one the certificate's PDF prints; `societyName`, the site's society, is named only
 * when no certificate has the code.
 */
export function VerifyCertificate({ code, societyName }: { code: string; societyName: string }) {
  const cert = useCertificate(code);
  if (cert.isPending) return <Skeleton height={320} radius="md" />;
  if (cert.isError) {
    const unknown = cert.error instanceof ApiError && cert.error.status === 404;
    const limited = cert.error instanceof ApiError && cert.error.status === 429;
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="gray" variant="light">
            <IconQuestionMark size={32} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} size="h2">
            {unknown ? 'No certificate has this code' : 'Could not check this certificate'}
          </Title>
          <Text c="dimmed" maw={460}>
            {unknown
              ? `Check the code against the one printed under the QR code. ${societyName} issues every certificate with a code that can be checked here.`
              : limited
                ? cert.error.message
                : 'Please try again in a moment.'}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const c = cert.data;
  const valid = c.status === 'valid';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      style={{ borderTop: `6px solid var(--mantine-color-${valid ? 'teal' : 'red'}-6)` }}
    >
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius="xl" color={valid ? 'teal' : 'red'} variant="light">
            {valid ? (
              <IconCircleCheck size={34} aria-hidden="true" />
            ) : (
              <IconCircleX size={34} aria-hidden="true" />
            )}
          </ThemeIcon>
          <div>
            <Title order={1} size="h2">
              {valid ? 'This certificate is valid' : 'Certificate revoked'}
            </Title>
            <Text c="dimmed">
              Issued by {c.societyName} on {formatIssued(c.issuedAt)}.
            </Text>
          </div>
        </Group>
        {!valid && (
          <Alert color="red" variant="light" title={c.message ?? MSG_CERTIFICATE_REVOKED}>
            It no longer certifies anything. If you were shown this certificate, ask its holder for
            a current one.
          </Alert>
        )}
        <Divider />
        <Box>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {certificateTitle(c)}
          </Text>
          <Title order={2} size="h2" mt={4}>
            {c.name}
          </Title>
          {c.college && <Text>{c.college}</Text>}
        </Box>
        <Stack gap={4}>
          <Fact label="Event" value={c.eventName} />
          <Fact label="Symposium" value={c.symposiumName} />
          <Fact label="Issued" value={formatIssued(c.issuedAt)} />
          <Fact label="Certificate code" value={c.code} mono />
        </Stack>
        {valid && (
          <Group>
            <NewTabButton href={certificatePdfUrl(c.code)} variant="light" icon={IconDownload}>
              Download PDF
            </NewTabButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} ff={mono ? 'monospace' : undefined}>
        {value}
      </Text>
    </Group>
  );
}
