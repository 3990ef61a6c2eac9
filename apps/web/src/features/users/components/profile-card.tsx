import {
  HOME_COLLEGE,
  MSG,
  OTHER_COLLEGE,
  UpdateProfileInputSchema,
  type Profile,
} from '@app/shared';
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CollegeFields,
  collegeFieldsToInput,
  type CollegeFieldValues,
} from '../../../components/college-fields';
import { FormError } from '../../../components/form-error';
import { MobileInput } from '../../../components/mobile-input';
import { DateOfBirthInput, FullNameInput } from '../../../components/person-inputs';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { checkOnBlur } from '../../../lib/blur-check';
import { zodValidate } from '../../../lib/form';
import { showSuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';

interface Values extends CollegeFieldValues {
  fullName: string;
  dob: string;
  mobile: string;
}

const toInput = (v: Values) => ({
  fullName: v.fullName,
  dob: v.dob,
  mobile: v.mobile,
  ...collegeFieldsToInput(v),
});

const fromProfile = (p: Profile): Values => {
  const home = !p.college || p.college === HOME_COLLEGE;
  return {
    fullName: p.fullName,
    dob: p.dob ?? '',
    mobile: p.mobile ?? '',
    collegeChoice: home ? HOME_COLLEGE : OTHER_COLLEGE,
    otherCollege: home ? '' : (p.college ?? ''),
    department: p.department ?? '',
    yearOfPassing: String(p.yearOfPassing ?? new Date().getFullYear()),
    state: p.state ?? '',
    district: p.district ?? '',
  };
};

/** The student's profile: everything of the sign-up but the email, which names the account. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { user, setUser } = useAuth();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    initialValues: fromProfile(profile),
    validate: (values) => zodValidate(UpdateProfileInputSchema)(toInput(values)),
    enhanceGetInputProps: checkOnBlur(),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const res = await update.mutateAsync(UpdateProfileInputSchema.parse(toInput(values)));
      if (user)
        setUser({
          ...user,
          name: res.user.fullName,
          fullName: res.user.fullName,
          college: res.user.college,
          mobile: res.user.mobile,
        });
      form.resetDirty();
      showSuccess(MSG.profileUpdated);
    } catch (err) {
      form.setFieldError('_form', errorMessage(err, MSG.networkError));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="profile-title">
            Profile
          </Title>
          <FormError message={form.errors._form} />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            variant="filled"
            description="Your email identifies your account and cannot be changed."
          />
          <FullNameInput {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateOfBirthInput {...form.getInputProps('dob')} />
            <MobileInput {...form.getInputProps('mobile')} />
          </SimpleGrid>
          <CollegeFields
            form={form}
            extraYear={profile.yearOfPassing}
            collegeLocked={profile.role === 'student'}
          />
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!form.isDirty()}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save profile
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
