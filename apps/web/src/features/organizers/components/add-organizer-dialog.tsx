import { Alert, Button, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateOrganizerInputSchema, DEFAULT_DEPARTMENT, DEPARTMENTS, MSG } from '@app/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { checkOnBlur } from '../../../lib/blur-check';
import { zodValidate } from '../../../lib/form';
import { useAddOrganizer } from '../api/add-organizer';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/person-inputs';

const blank = { name: '', email: '', password: '', department: DEFAULT_DEPARTMENT as string, mobile: '', role: 'organizer' as 'organizer' | 'volunteer' };

/** Add Organizer (SPEC §2, §5), or a volunteer (SPEC-2 §I): all fields required; closes 2 s after success. */
export function AddOrganizerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddOrganizer();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({ initialValues: blank, validate: zodValidate(CreateOrganizerInputSchema), enhanceGetInputProps: checkOnBlur() });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(false);
      form.reset();
      onClose();
    }, 2000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await add.mutateAsync({ ...values, department: values.department as (typeof DEPARTMENTS)[number] });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, MSG.organizerFailed, MSG.networkError));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Add Organizer" centered size="lg">
      {done ? (
        <Alert color="green" title="Success" role="status">
          {MSG.organizerAdded}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormError message={error} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Name" required {...form.getInputProps('name')} />
              <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
              <PasswordField label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
              <TextInput label="Mobile" type="tel" inputMode="numeric" maxLength={10} required {...form.getInputProps('mobile')} />
              <Select label="Department" data={[...DEPARTMENTS]} allowDeselect={false} required {...form.getInputProps('department')} />
              <Select
                label="Role"
                description="A volunteer runs only check-in and on-spot registration, for their events."
                data={[
                  { value: 'organizer', label: 'Organizer' },
                  { value: 'volunteer', label: 'Volunteer' },
                ]}
                allowDeselect={false}
                required
                {...form.getInputProps('role')}
              />
            </SimpleGrid>
            <Button type="submit" loading={add.isPending}>
              Add Organizer
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
