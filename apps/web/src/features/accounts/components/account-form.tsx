import { AccountInputSchema, MSG, type Account } from '@app/shared';
import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { PdfFileInput } from '../../../components/file-inputs';
import { ModalActions } from '../../../components/modal-actions';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { showError, showSuccess } from '../../../lib/notify';
import { useSaveAccount } from '../api/save-account';
import { isPdfFile } from '../lib/is-pdf';

const EMPTY = { accountName: '', bankName: '', accountNumber: '', ifscCode: '', upiId: '' };

/** Add or edit an account: bank details and a QR code PDF, checked by content before upload. */
export function AccountForm({ editing, onDone }: { editing: Account | null; onDone: () => void }) {
  const save = useSaveAccount();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodValidate(AccountInputSchema),
  });
  const [qr, setQr] = useState<File | null>(null);
  const [qrError, setQrError] = useState<string | null>(null);
  const [removeQr, setRemoveQr] = useState(false);

  useEffect(() => {
    form.setValues(
      editing
        ? {
            accountName: editing.accountName,
            bankName: editing.bankName,
            accountNumber: editing.accountNumber,
            ifscCode: editing.ifscCode,
            upiId: editing.upiId ?? '',
          }
        : EMPTY,
    );
    form.resetDirty();
    form.clearErrors();
    setQr(null);
    setQrError(null);
    setRemoveQr(false);
    // Only when another account is picked for editing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id]);

  const onFile = async (file: File | null) => {
    setQr(file);
    setQrError(file && !(await isPdfFile(file)) ? MSG.qrMustBePdf : null);
  };

  const onSubmit = form.onSubmit((values) => {
    if (qrError) return;
    save.mutate(
      { ...values, id: editing?.id, qrCodePdf: qr, removeQr },
      {
        onSuccess: (res) => {
          showSuccess(res.message);
          form.setValues(EMPTY);
          setQr(null);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 415) setQrError(err.message);
          showError(errorMessage(err, MSG.accountSaveFailed));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Account name"
          placeholder="CSMIT Association"
          withAsterisk
          {...form.getInputProps('accountName')}
        />
        <TextInput
          label="Bank name"
          placeholder="State Bank of India"
          withAsterisk
          {...form.getInputProps('bankName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Account number"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('accountNumber')}
          />
          <TextInput
            label="IFSC code"
            placeholder="SBIN0001234"
            withAsterisk
            {...form.getInputProps('ifscCode')}
            onChange={(e) => form.setFieldValue('ifscCode', e.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>
        <TextInput
          label="UPI ID"
          placeholder="name@bank (optional)"
          {...form.getInputProps('upiId')}
        />
        <PdfFileInput
          label="QR code (PDF)"
          placeholder={editing?.hasQr ? 'Keep the current QR code' : 'Choose a PDF file'}
          value={qr}
          onChange={onFile}
          error={qrError}
        />
        {editing?.hasQr && !qr && (
          <Checkbox
            label="Remove the current QR code"
            checked={removeQr}
            onChange={(e) => setRemoveQr(e.currentTarget.checked)}
          />
        )}
        {editing && (
          <Text size="sm" c="dimmed">
            Editing {editing.accountName}.
          </Text>
        )}
        <ModalActions onCancel={editing ? onDone : undefined} loading={save.isPending} gap="sm">
          {editing ? 'Update Account' : 'Add Account'}
        </ModalActions>
      </Stack>
    </form>
  );
}
