import { ChangePasswordInputSchema, MSG } from '@app/shared';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { showSuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/person-inputs';

export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zodValidate(ChangePasswordInputSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      showSuccess(MSG.passwordChanged);
    } catch (err) {
      const message = errorMessage(err, MSG.networkError);
      if (message === MSG.currentPasswordWrong) form.setFieldError('currentPassword', message);
      else form.setFieldError('_form', message);
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="password-title">
            Change password
          </Title>
          <FormError message={form.errors._form} />
          <PasswordField label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <PasswordField label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Button type="submit" loading={change.isPending} w={{ base: '100%', sm: 'auto' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
