import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMyCertificates } from '../api/list-my-certificates';
import { certificatePdfUrl } from '../api/get-certificate';
import { certificateTitle, formatIssued, verifyPath } from '../lib/format';
import { DownloadButton } from '../../../components/link-buttons';
import { SectionCard } from '../../../components/bordered-card';

/** 'My Certificates' on the student dashboard: each with its PDF and its public page. */
export function MyCertificates() {
  const list = useMyCertificates();
  return (
    // Padding and title size as the dashboard's other cards (Payments, Profile).
    <SectionCard padding="md" aria-labelledby="my-certificates-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-certificates-title">
          My Certificates
        </Title>
        {list.isPending && <Skeleton height={60} />}
        {list.isLoadingError && <Text c="red.8">Could not load your certificates.</Text>}
        {list.data?.length === 0 && (
          <Text c="dimmed">
            Certificates appear here after the events you take part in; you also get each one by
            mail.
          </Text>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data?.map((c) => (
            <Group
              key={c.code}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <div>
                <Text fw={600} size="sm">
                  {c.eventName} · {c.symposiumName}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {certificateTitle(c)} · {formatIssued(c.issuedAt)}
                  </Text>
                  {c.status === 'revoked' && (
                    <Badge color="red" variant="light" size="xs">
                      Revoked
                    </Badge>
                  )}
                </Group>
              </div>
              <Group gap="xs">
                <Anchor component={Link} to={verifyPath(c.code)} size="sm">
                  Verify page
                </Anchor>
                {c.status === 'valid' && (
                  <DownloadButton
                    href={certificatePdfUrl(c.code)}
                    fileName={`certificate-${c.code}.pdf`}
                    size="compact-sm"
                    variant="light"
                    icon={IconDownload}
                    iconSize={14}
                    aria-label={`Download the certificate for ${c.eventName}`}
                  >
                    Download
                  </DownloadButton>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
