import { CartPaymentFieldsSchema } from '@app/shared';
import {
  Alert,
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
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef } from 'react';
import { FormError } from '../../../components/form-error';
import { ImageFileInput } from '../../../components/file-inputs';
import { MobileInput } from '../../../components/mobile-input';
import { ViewHeading } from '../../../components/view-heading';
import { useAuth } from '../../../lib/auth';
import { focusFirstError, zodValidate } from '../../../lib/form';
import { eventAccountsError, useEventAccounts } from '../api/get-event-accounts';
import { useSubmitCartPayment } from '../api/submit-cart-payment';
import { screenshotError, SCREENSHOT_TYPES } from '../lib/screenshot';
import { showPaymentRefusal, useTransactionCheck } from '../lib/use-transaction-check';
import { AccountDetails } from './account-details';
import { TransactionIdInput } from './transaction-id-input';

export interface CheckoutItem {
  eventId: number;
  eventName: string;
  registrationFees: number;
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

/**
 * The cart's payment sub-view (SPEC §2, §5): the total of the paid events, the account to pay,
 * and the transaction details with a screenshot of the transfer.
 */
export function CartCheckout({
  items,
  onPaid,
  onBack,
}: {
  items: CheckoutItem[];
  onPaid: () => void;
  onBack: () => void;
}) {
  const { user } = useAuth();
  const total = items.reduce((sum, item) => sum + item.registrationFees, 0);
  const payee = payeeEvent(items);
  const accounts = useEventAccounts(payee?.eventId ?? null);
  const pay = useSubmitCartPayment();

  const form = useForm<Values>({
    initialValues: {
      transactionId: '',
      transactionUsername: user?.name ?? '',
      mobileNumber: user?.mobile ?? '',
      screenshot: null,
    },
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

  const accountError = eventAccountsError(accounts.error);
  const account = accounts.data?.[0];

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    async (values) => {
      try {
        await pay.mutateAsync({
          eventIds: items.map((i) => i.eventId),
          transactionId: values.transactionId,
          transactionUsername: values.transactionUsername || undefined,
          mobileNumber: values.mobileNumber,
          transactionAmount: total,
          screenshot: values.screenshot!,
        });
        onPaid();
      } catch (err) {
        showPaymentRefusal(form, err);
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
                {items.map((item) => (
                  <Group key={item.eventId} justify="space-between" wrap="nowrap">
                    <Text>{item.eventName}</Text>
                    <Text fw={600}>₹{item.registrationFees}</Text>
                  </Group>
                ))}
                <Divider my={4} />
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <Text fw={800} data-testid="cart-total">
                    ₹{total}
                  </Text>
                </Group>
              </Stack>
            </Paper>
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
        <Grid.Col span={{ base: 12, md: 6 }}>
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
