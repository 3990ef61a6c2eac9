import {
  CertificateSettingsInputSchema,
  type CertificateImageSlot,
  type CertificateSettings,
  type CertificateSettingsInput,
} from '@app/shared';
import {
  Anchor,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ErrorState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { showError, showSuccess } from '../../../lib/notify';
import { useCertificateSettings } from '../api/get-certificate-settings';
import { useUpdateCertificateSettings } from '../api/update-certificate-settings';
import { certificateImageUrl, useUploadCertificateImage } from '../api/upload-certificate-image';

const toInput = (s: CertificateSettings): CertificateSettingsInput => ({
  societyName: s.societyName,
  societyTagline: s.societyTagline,
  signatories: [
    { name: s.signatories[0]?.name ?? '', title: s.signatories[0]?.title ?? '' },
    { name: s.signatories[1]?.name ?? '', title: s.signatories[1]?.title ?? '' },
  ],
});

/** What every certificate prints besides the person: society, logo, two signatories and signatures. */
export function CertificateSettingsForm() {
  const settings = useCertificateSettings();
  const update = useUpdateCertificateSettings();
  const form = useForm<CertificateSettingsInput>({
    initialValues: {
      societyName: '',
      societyTagline: '',
      signatories: [
        { name: '', title: '' },
        { name: '', title: '' },
      ],
    },
    validate: zodValidate(CertificateSettingsInputSchema),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (settings.data) {
      setValues(toInput(settings.data));
      resetDirty(toInput(settings.data));
    }
    // Reload the form only when the stored settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings.data?.updatedAt]);

  if (settings.isLoadingError) return <ErrorState message="Could not load the certificate settings." read={settings} />;
  if (settings.isPending) return <Skeleton height={320} radius="md" />;
  const s = settings.data;

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        update.mutate(values, {
          onSuccess: () => showSuccess('Certificate settings saved.', 2500),
          onError: (err) => showError(errorMessage(err, 'Could not save the settings.')),
        }),
      )}
    >
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={3} size="h4">
              Society
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Society name" {...form.getInputProps('societyName')} />
              <TextInput label="Line under the name" {...form.getInputProps('societyTagline')} />
            </SimpleGrid>
            <ImageSlot
              slot="logo"
              label="Logo"
              fileId={s.logoFileId}
              hint="Without one, the society's CS mark is drawn."
            />
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {([0, 1] as const).map((i) => (
            <Card key={i} withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={3} size="h4">
                  Signatory {i + 1} ({i === 0 ? 'left' : 'right'})
                </Title>
                <TextInput label="Name" {...form.getInputProps(`signatories.${i}.name`)} />
                <TextInput
                  label="Title"
                  placeholder="e.g. Faculty Advisor"
                  {...form.getInputProps(`signatories.${i}.title`)}
                />
                <ImageSlot
                  slot={i === 0 ? 'signature1' : 'signature2'}
                  label="Signature"
                  fileId={s.signatories[i]?.signatureFileId ?? null}
                  hint="A scan on white or transparent; margins are trimmed."
                />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Anchor href="/api/certificate-settings/preview.pdf" target="_blank" rel="noopener">
            <Group gap={4}>
              Preview a certificate <IconExternalLink size={16} aria-hidden="true" />
            </Group>
          </Anchor>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ImageSlot({
  slot,
  label,
  fileId,
  hint,
}: {
  slot: CertificateImageSlot;
  label: string;
  fileId: number | null;
  hint: string;
}) {
  const upload = useUploadCertificateImage();
  return (
    <Group gap="md" align="center">
      <Box
        w={140}
        h={64}
        style={{
          border: '1px dashed var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          background: '#fff',
          overflow: 'hidden',
        }}
      >
        {fileId ? (
          <img
            src={certificateImageUrl(slot, fileId)}
            alt={`${label} in use`}
            style={{ maxWidth: 128, maxHeight: 56, objectFit: 'contain' }}
          />
        ) : (
          <Text size="xs" c="dimmed">
            No {label.toLowerCase()}
          </Text>
        )}
      </Box>
      <Stack gap={4} style={{ flex: '1 1 160px' }}>
        <FileButton
          accept="image/png,image/jpeg,image/webp"
          onChange={(file) =>
            file &&
            upload.mutate(
              { slot, file },
              {
                onSuccess: () => showSuccess(`${label} uploaded.`, 2000),
                onError: (err) => showError(errorMessage(err, 'Could not upload the image.')),
              },
            )
          }
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden="true" />}
              loading={upload.isPending}
            >
              Upload {label.toLowerCase()}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Group>
  );
}
