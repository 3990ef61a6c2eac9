import { SEATS_MSG } from '@app/shared';
import { Button } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { useCancelRegistration } from '../api/cancel-registration';

/**
 * Cancels one registration after asking (SPEC-2 §A): a student's own free one on My Events, or any
 * one by staff on View Event Registrations. The seat is freed, and offered to the first person
 * waiting if anyone is: `question` says so only then (freedSeatGoesToWaitlist).
 */
export function CancelRegistrationButton({
  registrationId,
  label,
  ariaLabel,
  question,
}: {
  registrationId: number;
  label: string;
  ariaLabel?: string;
  question: string;
}) {
  const cancel = useCancelRegistration();
  return (
    <Button
      variant="subtle"
      color="red.8"
      size="xs"
      // Beside a long name or college on a phone, the button keeps its whole label.
      style={{ flexShrink: 0 }}
      aria-label={ariaLabel}
      loading={cancel.isPending}
      onClick={() =>
        confirmAction({
          title: 'Cancel registration',
          message: question,
          confirm: 'Cancel registration',
          // Not 'Cancel' beside 'Cancel registration': each button says what it does.
          dismiss: 'Keep registration',
          danger: true,
          onConfirm: () =>
            cancel.mutate(registrationId, {
              onSuccess: (r) => showSuccess(r.message, 2500),
              onError: (err) => showError(errorMessage(err, SEATS_MSG.registrationNotFound)),
            }),
        })
      }
    >
      {label}
    </Button>
  );
}
