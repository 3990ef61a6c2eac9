import { CartPaymentFieldsSchema, MSG, SEATS_MSG } from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { FullBadge } from '../../../components/seats-badge';
import { ImageFileInput } from '../../../components/file-inputs';
import { MobileInput } from '../../../components/mobile-input';
import { ViewHeading } from '../../../components/view-heading';
import { useAuth } from '../../../lib/auth';
import { eventFullMessage, fullEventOf } from '../../../lib/event-full';
import { focusFirstError, zodValidate } from '../../../lib/form';
import { formDraftKey, useFormDraft } from '../../../lib/form-draft';
import { eventAccountsError, useEventAccounts } from '../api/get-event-accounts';
import { useSubmitCartPayment } from '../api/submit-cart-payment';
import { screenshotError, SCREENSHOT_TYPES } from '../lib/screenshot';
import { useFailedPayment } from '../lib/use-failed-payment';
import { showPaymentRefusal, useTransactionCheck } from '../lib/use-transaction-check';
import { AccountDetails } from './account-details';
import { PaymentNotice, type PaymentNoticeKind } from './payment-notice';
import { TransactionIdInput } from './transaction-id-input';

export interface CheckoutItem {
  eventId: number;
  eventName: string;
  registrationFees: number;
  /** No seat is left for this student (SPEC-2 §A): nothing is asked for it. */
  full?: boolean;
  /** Its registration deadline has passed (SPEC §4): nothing is asked for it either. */
  closed?: boolean;
}

interface Values {
  transactionId: string;
  transactionUsername: string;
  mobileNumber: string;
  screenshot: File | null;
}

/** The account of the event with the highest fee receives the cart's payment (SPEC §5). */
export function payeeEvent(items: CheckoutItem[]): CheckoutItem | null {
  return items.reduce<CheckoutItem | null>(
    (best, item) => (!best || item.registrationFees > best.registrationFees ? item : best),
    null,
  );
}

const validateFields = zodValidate(CartPaymentFieldsSchema);

/** What the cart's form keeps as a draft (lib/form-draft.ts): its text, never the screenshot. */
const DRAFT_FIELDS = ['transactionId', 'transactionUsername', 'mobileNumber'] as const;

/**
 * The cart's payment sub-view (SPEC §2, §5): the total of the paid events, the account to pay,
 * and the transaction details with a screenshot of the transfer. While an event here is full
 * (SPEC-2 §A) or closed (SPEC §4) neither the account nor the form shows, so nobody transfers
 * money for a seat that is gone or an event that takes no more registrations; the form keeps what
 * was typed until it shows again.
 */
export function CartCheckout({
  items: allItems,
  onPaid,
  onBack,
  onRemove,
  removingEventId = null,
  enrolledPath,
}: {
  items: CheckoutItem[];
  onPaid: () => void;
  onBack: () => void;
  onRemove?: (eventId: number) => void;
  removingEventId?: number | null;
  /** My Events, linked from the notice of a payment that may have been received. */
  enrolledPath?: string;
}) {
  const { user } = useAuth();
  const closedItems = allItems.filter((item) => item.closed);
  const fullItems = allItems.filter((item) => item.full && !item.closed);
  // Until these are removed, nothing is paid.
  const blocked = closedItems.length + fullItems.length > 0;
  // What is paid for: the events with a seat, still open.
  const items = allItems.filter((item) => !item.full && !item.closed);
  const total = items.reduce((sum, item) => sum + item.registrationFees, 0);
  const payee = payeeEvent(items);
  const accounts = useEventAccounts(blocked ? null : (payee?.eventId ?? null));
  const pay = useSubmitCartPayment();
  const settleFailure = useFailedPayment();
  const [notice, setNotice] = useState<PaymentNoticeKind | null>(null);

  // What was typed survives a session that ends mid-payment (signing in again comes back here).
  const draft = useFormDraft(user ? formDraftKey(user.id, 'cart') : null, DRAFT_FIELDS);
  const form = useForm<Values>({
    initialValues: {
      transactionId: '',
      transactionUsername: user?.name ?? '',
      mobileNumber: user?.mobile ?? '',
      screenshot: null,
      ...draft.initial,
    },
    onValuesChange: draft.save,
    validate: (values) => {
      const errors = validateFields({
        eventIds: items.map((i) => i.eventId),
        transactionId: values.transactionId,
        transactionUsername: values.transactionUsername,
        mobileNumber: values.mobileNumber,
        transactionAmount: total,
      });
      const shot = screenshotError(values.screenshot);
      if (shot) errors.screenshot = shot;
      return errors;
    },
  });
  const checkId = useTransactionCheck((message) => form.setFieldError('transactionId', message));

  const accountError = eventAccountsError(accounts);
  const account = accounts.data?.[0];

  const paid = () => {
    draft.clear();
    onPaid();
  };
  // A lost answer, or a resubmission of a payment the server holds, is not a refusal.
  const settleRefusal = async (err: unknown, eventIds: number[]) => {
    const failure = await settleFailure(err, eventIds);
    if (failure === 'refused') showPaymentRefusal(form, err);
    else if (failure === 'received') paid();
    else setNotice(failure);
  };

  // Once the full (or closed) event is out of the cart, what the refusal said about it no longer stands.
  const removeFull = (eventId: number) => {
    form.clearFieldError('_form');
    onRemove?.(eventId);
  };

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    async (values) => {
      setNotice(null);
      try {
        await pay.mutateAsync({
          eventIds: items.map((i) => i.eventId),
          transactionId: values.transactionId,
          transactionUsername: values.transactionUsername || undefined,
          mobileNumber: values.mobileNumber,
          transactionAmount: total,
          screenshot: values.screenshot!,
        });
        paid();
      } catch (err) {
        const full = fullEventOf(err);
        if (full) {
          // The cart is read again after any refusal (the payment call's onSettled): the event
          // then shows Full here, and the form, with what was typed, waits until it is removed.
          form.setFieldError('_form', eventFullMessage(full));
        } else {
          await settleRefusal(
            err,
            items.map((i) => i.eventId),
          );
        }
      }
    },
    () => focusFirstError(formRef.current),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button
          variant="subtle"
          px={0}
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={onBack}
          disabled={pay.isPending}
        >
          Back to cart
        </Button>
        <ViewHeading order={1}>Pay for your cart</ViewHeading>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap={6}>
                {allItems.map((item) =>
                  item.full || item.closed ? (
                    <Group
                      key={item.eventId}
                      justify="space-between"
                      wrap="nowrap"
                      data-full={(item.full && !item.closed) || undefined}
                      data-closed={item.closed || undefined}
                    >
                      <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                        <Text c="dimmed" td="line-through">
                          {item.eventName}
                        </Text>
                        {item.closed ? (
                          <Badge variant="filled" size="sm" color="gray.7">
                            {MSG.registrationClosed}
                          </Badge>
                        ) : (
                          <FullBadge />
                        )}
                      </Group>
                      {onRemove && (
                        <Button
                          variant="light"
                          color="red"
                          size="xs"
                          leftSection={<IconTrash size={14} aria-hidden="true" />}
                          onClick={() => removeFull(item.eventId)}
                          loading={removingEventId === item.eventId}
                          disabled={removingEventId !== null && removingEventId !== item.eventId}
                          aria-label={`Remove ${item.eventName}`}
                          style={{ flexShrink: 0 }}
                        >
                          Remove
                        </Button>
                      )}
                    </Group>
                  ) : (
                    <Group key={item.eventId} justify="space-between" wrap="nowrap">
                      <Text>{item.eventName}</Text>
                      <Text fw={600}>₹{item.registrationFees}</Text>
                    </Group>
                  ),
                )}
                <Divider my={4} />
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <Text fw={800} data-testid="cart-total">
                    ₹{total}
                  </Text>
                </Group>
              </Stack>
            </Paper>
            {[
              { gone: fullItems, title: SEATS_MSG.eventFullNamed, text: SEATS_MSG.fullInCheckout },
              { gone: closedItems, title: MSG.registrationClosedFor, text: MSG.closedInCheckout },
            ].map(
              ({ gone, title, text }) =>
                gone.length > 0 && (
                  <Alert key={text} color="red" role="alert" title={title(gone.map((i) => i.eventName).join(', '))}>
                    {text}
                  </Alert>
                ),
            )}
            {accounts.isLoading && <Skeleton h={220} radius="md" />}
            {accountError && (
              <Alert color="red" role="alert" title="No payment account">
                {accountError}
              </Alert>
            )}
            {account && (
              <AccountDetails
                account={account}
                amount={total}
                note={`CSMIT ${items.map((i) => i.eventName).join(', ')}`}
              />
            )}
          </Stack>
        </Grid.Col>
        {/* Out of sight, not unmounted, while an event is full or closed: what was typed stays. */}
        <Grid.Col span={{ base: 12, md: 6 }} hidden={blocked}>
          <Paper
            withBorder
            radius="md"
            p="md"
            component="form"
            ref={formRef}
            onSubmit={submit}
            noValidate
            aria-label="Transaction details"
          >
            <Stack gap="sm">
              <Title order={3} size="h4">
                Transaction details
              </Title>
              <Text size="sm" c="dimmed">
                After paying ₹{total}, enter the bank's transaction reference and upload a
                screenshot of the payment. The organisers verify it before your places are
                confirmed.
              </Text>
              <FormError message={form.errors._form} />
              <PaymentNotice kind={notice} enrolledPath={enrolledPath} />
              <TransactionIdInput
                description="The UTR or reference number shown by your bank or UPI app"
                onCheck={checkId}
                {...form.getInputProps('transactionId')}
              />
              <TextInput
                label="Paid by (name on the account)"
                autoComplete="name"
                {...form.getInputProps('transactionUsername')}
              />
              <MobileInput {...form.getInputProps('mobileNumber')} />
              <TextInput
                label="Amount (₹)"
                value={String(total)}
                readOnly
                variant="filled"
                description="The total of your cart: it cannot be changed"
              />
              <ImageFileInput
                label="Transaction screenshot"
                description="JPEG or PNG, at most 5 MB"
                accept={SCREENSHOT_TYPES.join(',')}
                required
                {...form.getInputProps('screenshot')}
              />
              <Button type="submit" size="md" loading={pay.isPending} disabled={!!accountError}>
                Submit payment of ₹{total}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
