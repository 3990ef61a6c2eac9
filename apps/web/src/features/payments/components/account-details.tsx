import type { Account } from '@app/shared';
import { ActionIcon, Anchor, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconFileTypePdf, IconQrcode } from '@tabler/icons-react';
import { upiPayLink } from '../lib/upi';
import { UpiQr } from './upi-qr';

function Detail({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text fw={600} style={{ wordBreak: 'break-all' }}>
          {value}
        </Text>
        {copy && (
          <CopyButton value={value} timeout={1500}>
            {({ copied, copy: doCopy }) => (
              <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={doCopy} aria-label={`Copy ${label.toLowerCase()}`}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Group>
    </div>
  );
}

/**
 * Where to send the money: bank details with the society's QR PDF, and, when the account has a
 * UPI ID, a QR code and link that open a UPI app with the exact amount filled in.
 */
export function AccountDetails({ account, amount, note }: { account: Account; amount: number; note: string }) {
  const upi = account.upiId ? upiPayLink({ upiId: account.upiId, payeeName: account.accountName, amount, note }) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4">
            Payment account
          </Title>
          <Text fw={800} size="xl" c="brand.9" aria-label={`Amount to pay: ${amount} rupees`}>
            ₹{amount}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label="Account name" value={account.accountName} />
          <Detail label="Bank" value={account.bankName} />
          <Detail label="Account number" value={account.accountNumber} copy />
          <Detail label="IFSC code" value={account.ifscCode} copy />
          {account.upiId && <Detail label="UPI ID" value={account.upiId} copy />}
        </SimpleGrid>
        {account.qrUrl && (
          <Anchor href={account.qrUrl} target="_blank" rel="noopener" size="sm">
            <Group gap={6} wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden="true" />
              View the account's QR code (PDF)
            </Group>
          </Anchor>
        )}
        {upi && (
          <Stack align="center" gap="xs">
            <UpiQr link={upi} label={`UPI QR code to pay ₹${amount} to ${account.accountName}`} />
            <Text size="sm" c="dimmed" ta="center">
              Scan with any UPI app to pay exactly ₹{amount}.
            </Text>
            <Button component="a" href={upi} variant="light" leftSection={<IconQrcode size={18} aria-hidden="true" />}>
              Pay with UPI
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
