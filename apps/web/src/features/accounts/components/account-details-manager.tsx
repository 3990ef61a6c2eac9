import { MSG, type Account } from '@app/shared';
import { ActionIcon, Anchor, Badge, Card, Grid, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, PageLoader } from '../../../components/page-state';
import { confirmDelete, showError, showSuccess } from '../../../lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import { useAccounts } from '../../../api/accounts';
import { AccountForm } from './account-form';

/** Manage Account Details (SPEC §2): the account form and the list with Edit and Delete. */
export function AccountDetailsManager() {
  const accounts = useAccounts();
  const [editing, setEditing] = useState<Account | null>(null);
  const remove = useDeleteAccount();

  const onDelete = (account: Account) =>
    confirmDelete('account', () =>
      remove.mutate(account.id, {
        onSuccess: () => {
          showSuccess(MSG.accountDeleted);
          if (editing?.id === account.id) setEditing(null);
        },
        onError: () => showError(MSG.accountDeleteFailed),
      }),
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Manage Account Details
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {editing ? 'Edit account' : 'Add an account'}
            </Title>
            <AccountForm editing={editing} onDone={() => setEditing(null)} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h4" mb="sm">
            Accounts
          </Title>
          {accounts.isLoading ? (
            <PageLoader />
          ) : accounts.isLoadingError ? (
            <ErrorState message={MSG.accountFetchFailed} read={accounts} />
          ) : accounts.data!.length === 0 ? (
            <EmptyState title="No accounts yet">Add the bank account students should pay into.</EmptyState>
          ) : (
            <Stack gap="sm">
              {accounts.data!.map((a) => (
                <AccountCard key={a.id} account={a} active={editing?.id === a.id} onEdit={() => setEditing(a)} onDelete={() => onDelete(a)} />
              ))}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function AccountCard({ account, active, onEdit, onDelete }: { account: Account; active: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card withBorder padding="md" style={active ? { borderColor: 'var(--mantine-color-brand-6)' } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBuildingBank size={28} aria-hidden="true" color="var(--mantine-color-brand-8)" style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{account.accountName}</Text>
            <Text size="sm">{account.bankName}</Text>
            <Text size="sm" ff="monospace">
              A/c {account.accountNumber} · IFSC {account.ifscCode}
            </Text>
            {account.upiId && (
              <Text size="sm" ff="monospace">
                UPI {account.upiId}
              </Text>
            )}
            <Group gap="xs" mt={4}>
              {account.qrUrl ? (
                <Anchor href={account.qrUrl} target="_blank" rel="noopener" size="sm">
                  <Group gap={4} component="span">
                    <IconFileTypePdf size={16} aria-hidden="true" />
                    View QR code
                  </Group>
                </Anchor>
              ) : (
                <Badge variant="light" color="gray" c="gray.8">
                  No QR code
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="light" size="lg" onClick={onEdit} aria-label={`Edit ${account.accountName}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="light" color="red" c="red.9" size="lg" onClick={onDelete} aria-label={`Delete ${account.accountName}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

