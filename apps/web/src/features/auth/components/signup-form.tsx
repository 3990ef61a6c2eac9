import { Alert, Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_STATE, HOME_COLLEGE, MSG, SignupInputSchema } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import {
  CollegeFields,
  collegeFieldsToInput,
  type CollegeFieldValues,
} from '../../../components/college-fields';
import { FormError } from '../../../components/form-error';
import { MobileInput } from '../../../components/mobile-input';
import { IN_MODAL_COMBOBOX } from '../../../components/form-modal';
import {
  DateOfBirthInput,
  EmailInput,
  FullNameInput,
  PasswordField,
} from '../../../components/person-inputs';
import { errorMessage } from '../../../lib/api-client';
import type { AuthView } from '../../../lib/auth-modal';
import { checkOnBlur } from '../../../lib/blur-check';
import { focusFirstError, zodValidate } from '../../../lib/form';
import { useSignup } from '../api/signup';
import { rememberLoginEmail } from '../lib/login-email';

export function SignupForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const signup = useSignup();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const form = useForm({
    initialValues: {
      fullName: '',
      email: '',
      password: '',
      dob: '',
      mobile: '',
      collegeChoice: HOME_COLLEGE as string,
      otherCollege: '',
      department: '',
      yearOfPassing: String(new Date().getFullYear()),
      state: DEFAULT_STATE as string,
      district: '',
    },
    validate: (values) => zodValidate(SignupInputSchema)(toInput(values)),
    enhanceGetInputProps: checkOnBlur({ onceChanged: true }),
  });

  // SPEC §4: the success message shows, then after 2 seconds the login modal opens.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => onSwitch('login'), 2000);
    return () => clearTimeout(timer);
  }, [success, onSwitch]);

  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The success text replaces the form: focus moves to it, so it is read out.
  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        const input = SignupInputSchema.parse(toInput(values));
        await signup.mutateAsync(input);
        rememberLoginEmail(input.email);
        setSuccess(true);
      } catch (err) {
        setError(errorMessage(err, MSG.signupFailed, MSG.networkError));
      }
    },
    () => focusFirstError(formRef.current),
  );

  if (success) {
    return (
      <Alert color="green" title="Success" role="status" ref={successRef} tabIndex={-1}>
        {MSG.signupSuccess}
      </Alert>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={error} />
        <FullNameInput data-autofocus {...form.getInputProps('fullName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <EmailInput {...form.getInputProps('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <DateOfBirthInput {...form.getInputProps('dob')} />
          <MobileInput {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <CollegeFields form={form} comboboxProps={IN_MODAL_COMBOBOX} />
        <Button type="submit" loading={signup.isPending} fullWidth>
          Sign Up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={() => onSwitch('login')}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function toInput(
  v: CollegeFieldValues & {
    fullName: string;
    email: string;
    password: string;
    dob: string;
    mobile: string;
  },
) {
  return {
    fullName: v.fullName,
    email: v.email,
    password: v.password,
    dob: v.dob,
    mobile: v.mobile,
    ...collegeFieldsToInput(v),
  };
}
