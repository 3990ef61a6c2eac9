import type { IssuedCertificate } from '@app/shared';
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, PersonCell } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { certificatePdfUrl } from '../api/get-certificate';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { formatIssued, kindLabel, verifyPath } from '../lib/format';
import { NewTabButton } from '../../../components/link-buttons';

/** Every certificate of the event, with revoke (a revoked one can then be issued again). */
export function CertificatesTable({
  eventId,
  certificates,
}: {
  eventId: number;
  certificates: IssuedCertificate[];
}) {
  const [q, setQ] = useState('');
  const revoke = useRevokeCertificate();
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const list = needle
      ? certificates.filter((c) =>
          `${c.name} ${c.email ?? ''} ${c.code}`.toLowerCase().includes(needle),
        )
      : certificates;
    return list.slice(0, 200);
  }, [certificates, q]);

  const onRevoke = (c: IssuedCertificate) =>
    confirmAction({
      title: 'Revoke certificate',
      message: `Revoke ${c.name}'s ${kindLabel(c).toLowerCase()} certificate (${c.code})? Its page will say it was revoked; you can then issue it again.`,
      confirm: 'Revoke',
      danger: true,
      onConfirm: () =>
        revoke.mutate(
          { code: c.code, eventId },
          {
            onSuccess: () => showSuccess('Certificate revoked.', 2500),
            onError: (err) => showError(errorMessage(err, 'Could not revoke the certificate.')),
          },
        ),
    });

  return (
    <>
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        placeholder="Search by name, email or code"
        aria-label="Search certificates"
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maw={360}
      />
      <DataTable
        label="Certificates"
        minWidth={760}
        striped
        highlightOnHover
        verticalSpacing="xs"
        columns={['Name', 'Kind', 'Code', 'Issued', 'Status', <Table.Th aria-label="Actions" />]}
      >
        {rows.map((c) => (
          <Table.Tr key={c.code}>
            <PersonCell name={c.name} email={c.email} />
            <Table.Td>{kindLabel(c)}</Table.Td>
            <Table.Td>
              <Anchor
                href={verifyPath(c.code)}
                target="_blank"
                rel="noopener"
                ff="monospace"
                size="sm"
              >
                {c.code}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatIssued(c.issuedAt)}</Text>
              {!c.mailed && c.status === 'valid' && (
                <Text size="xs" c="dimmed">
                  mail queued
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {c.status === 'valid' ? (
                <Badge color="teal" variant="light">
                  Valid
                </Badge>
              ) : (
                <Badge color="red" variant="light">
                  Revoked
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <NewTabButton href={certificatePdfUrl(c.code)} size="compact-sm" variant="subtle">
                  PDF
                </NewTabButton>
                {c.status === 'valid' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => onRevoke(c)}
                    aria-label={`Revoke ${c.name}'s certificate`}
                  >
                    Revoke
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {rows.length === 200 && certificates.length > 200 && (
        <Text size="xs" c="dimmed">
          Showing {rows.length} of {certificates.length}; search to find others.
        </Text>
      )}
    </>
  );
}
