import { ManualPaymentInputSchema, MSG, siteDayOf, type Event } from '@app/shared';
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { eventFullMessage, fullEventOf } from '../../../lib/event-full';
import { focusFirstError, zodValidate } from '../../../lib/form';
import { formDraftKey, useFormDraft } from '../../../lib/form-draft';
import { useSubmitManualPayment } from '../api/submit-manual-payment';
import { useFailedPayment } from '../lib/use-failed-payment';
import { showPaymentRefusal, useTransactionCheck } from '../lib/use-transaction-check';
import { PaymentNotice, type PaymentNoticeKind } from './payment-notice';
import { TransactionIdInput } from './transaction-id-input';

interface Values {
  transactionId: string;
  transactionUsername: string;
  transactionDate: string;
  transactionTime: string;
  transactionAmount: string;
}

const FIELDS: (keyof Values)[] = ['transactionId', 'transactionUsername', 'transactionDate', 'transactionTime', 'transactionAmount'];

/** SPEC §5 manual payment: all five details, and the amount must equal the fee. */
export function validateManualPayment(values: Values, ctx: { userId: number; eventId: number; fees: number }) {
  const errors: Record<string, string | boolean> = {};
  const missing = FIELDS.filter((f) => values[f].trim() === '');
  if (missing.length > 0) {
    for (const f of missing) errors[f] = true;
    errors._form = MSG.fillTransactionDetails;
    return errors;
  }
  // The amount is checked against the fee once the details themselves are valid.
  const schema = ManualPaymentInputSchema.refine((input) => input.transactionAmount === ctx.fees, {
    path: ['transactionAmount'],
    message: MSG.amountMismatch(values.transactionAmount.trim(), ctx.fees),
  });
  return zodValidate(schema)({ ...values, userId: ctx.userId, eventId: ctx.eventId });
}

export function ManualPaymentForm({
  event,
  userId,
  defaultName,
  onPaid,
  enrolledPath,
}: {
  event: Pick<Event, 'id' | 'registrationFees' | 'eventName'>;
  userId: number;
  defaultName: string;
  onPaid: () => void;
  /** My Events, linked from the notice of a payment that may have been received. */
  enrolledPath?: string;
}) {
  const pay = useSubmitManualPayment();
  const settleFailure = useFailedPayment();
  const [notice, setNotice] = useState<PaymentNoticeKind | null>(null);
  // What was typed survives a session that ends mid-payment (signing in again comes back here).
  const draft = useFormDraft(formDraftKey(userId, `registration:${event.id}`), FIELDS);
  const form = useForm<Values>({
    initialValues: {
      transactionId: '',
      transactionUsername: defaultName,
      transactionDate: '',
      transactionTime: '',
      transactionAmount: '',
      ...draft.initial,
    },
    onValuesChange: draft.save,
    validate: (values) => validateManualPayment(values, { userId, eventId: event.id, fees: event.registrationFees }),
  });
  const checkId = useTransactionCheck((message) => form.setFieldError('transactionId', message));

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    async (values) => {
      setNotice(null);
      try {
        await pay.mutateAsync({ ...values, userId, eventId: event.id });
      } catch (err) {
        // A lost answer, or a resubmission of a payment the server holds, is not a refusal.
        const failure = await settleFailure(err, [event.id]);
        // A seat that went between loading and submitting: the page reads the event again and
        // shows it Full; this form, with what was typed, waits out of sight.
        const full = failure === 'refused' ? fullEventOf(err) : null;
        if (full) form.setFieldError('_form', eventFullMessage(full, event.eventName));
        else if (failure === 'refused') showPaymentRefusal(form, err);
        else if (failure !== 'received') setNotice(failure);
        if (failure !== 'received') return;
      }
      draft.clear();
      onPaid();
    },
    () => focusFirstError(formRef.current),
  );

  const formError = form.errors._form;
  return (
    <Paper withBorder radius="md" p="md" component="form" ref={formRef} onSubmit={submit} noValidate aria-label="Transaction details">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Transaction details
        </Title>
        <Text size="sm" c="dimmed">
          Pay ₹{event.registrationFees} to the account shown, then enter the details of the transfer exactly as your bank shows them.
        </Text>
        <FormError message={formError} />
        <PaymentNotice kind={notice} enrolledPath={enrolledPath} />
        <TransactionIdInput description="UTR or reference number" onCheck={checkId} {...form.getInputProps('transactionId')} />
        <TextInput label="Account holder name" description="Name on the account you paid from" required {...form.getInputProps('transactionUsername')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {/* A transfer already made: the phone's date picker offers no later day than today. */}
          <TextInput
            label="Transaction date"
            type="date"
            max={siteDayOf(new Date().toISOString())}
            required
            {...form.getInputProps('transactionDate')}
          />
          <TextInput label="Transaction time" type="time" required {...form.getInputProps('transactionTime')} />
        </SimpleGrid>
        <TextInput
          label="Amount (₹)"
          type="number"
          inputMode="numeric"
          min={1}
          required
          {...form.getInputProps('transactionAmount')}
        />
        <Button type="submit" size="md" loading={pay.isPending}>
          Submit payment
        </Button>
      </Stack>
    </Paper>
  );
}
