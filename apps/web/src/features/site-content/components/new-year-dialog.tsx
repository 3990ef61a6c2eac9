import { Modal, Stack, Text } from '@mantine/core';
import { NewYearInputSchema } from '@app/shared';
import { useForm } from '@mantine/form';
import { ModalActions } from '../../../components/modal-actions';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { errorMessage } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { showError, showSuccess } from '../../../lib/notify';
import { useStartNewYear } from '../api/start-new-year';

/** 'Start a new year': the current office bearers are archived under the year given. */
export function NewYearDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const start = useStartNewYear();
  const form = useForm<{ year: number | string }>({
    initialValues: { year: new Date().getFullYear() - 1 },
    validate: zodValidate(NewYearInputSchema),
  });
  const onSubmit = form.onSubmit(({ year }) =>
    start.mutate(Number(year), {
      onSuccess: (res) => {
        showSuccess(res.message);
        onClose();
      },
      onError: (err) =>
        showError(errorMessage(err, 'Could not start a new year. Please try again.')),
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Start a new year" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            This year's office bearers move to the archive under the year you enter, where visitors
            can still see them at /about/&#123;year&#125;. The list on the landing page starts empty
            for the new team.
          </Text>
          <WholeNumberInput
            label="Year of the outgoing team"
            withAsterisk
            min={1983}
            max={2200}
            {...form.getInputProps('year')}
          />
          <ModalActions onCancel={onClose} color="orange" loading={start.isPending}>
            Archive and start a new year
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
