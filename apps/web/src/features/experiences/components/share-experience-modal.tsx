import { Autocomplete, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EXPERIENCE_TYPES, ExperienceInputSchema, MSG, type ExperienceType } from '@app/shared';
import { useMemo, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { PdfFileInput } from '../../../components/file-inputs';
import { ModalActions } from '../../../components/modal-actions';
import { FormModal, IN_MODAL_COMBOBOX } from '../../../components/form-modal';
import { EmailInput } from '../../../components/person-inputs';
import { serverMessage } from '../../../lib/api-client';
import { checkOnBlur } from '../../../lib/blur-check';
import { zodValidate } from '../../../lib/form';
import { showSuccess } from '../../../lib/notify';
import { useSubmitExperience } from '../api/submit-experience';
import { formYearOptions, pdfError } from '../lib/companies';

interface Values {
  name: string;
  email: string;
  type: ExperienceType;
  year: string;
  company: string;
  linkedin: string;
  pdf: File | null;
}

const blank = (): Values => ({
  name: '',
  email: '',
  type: 'Placement',
  year: String(new Date().getFullYear()),
  company: '',
  linkedin: '',
  pdf: null,
});

const validateText = zodValidate(ExperienceInputSchema);

/** 'Share Your Experience' (SPEC §2, §5): the same schema as the server, plus the PDF rule. */
export function ShareExperienceModal({
  opened,
  onClose,
  companies,
}: {
  opened: boolean;
  onClose: () => void;
  /** Existing company names, suggested so one company keeps one spelling. */
  companies: string[];
}) {
  const submit = useSubmitExperience();
  const [error, setError] = useState<string | null>(null);
  const years = useMemo(() => formYearOptions(), []);
  const form = useForm<Values>({
    initialValues: blank(),
    validate: (values) => {
      const errors: Record<string, string> = validateText(values);
      const pdf = pdfError(values.pdf);
      if (pdf) errors.pdf = pdf;
      return errors;
    },
    enhanceGetInputProps: checkOnBlur(),
  });

  const close = () => {
    setError(null);
    onClose();
  };

  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    const input = ExperienceInputSchema.parse(values);
    try {
      const res = await submit.mutateAsync({ ...input, pdf: values.pdf! });
      form.reset();
      close();
      showSuccess(res.message || MSG.experienceSubmitted);
    } catch (err) {
      const server = serverMessage(err);
      setError(server ? `Error: ${server}` : MSG.experienceSubmitFailed);
    }
  });

  return (
    <FormModal opened={opened} onClose={close} title="Share Your Experience" size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Tell juniors how your interviews went. The admin reviews every experience before it is
            published; your email is never shown.
          </Text>
          <FormError message={error} title="Error" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
            <EmailInput {...form.getInputProps('email')} />
            <Autocomplete
              label="Company"
              required
              data={companies}
              limit={8}
              comboboxProps={IN_MODAL_COMBOBOX}
              {...form.getInputProps('company')}
            />
            <Select
              label="Type"
              data={[...EXPERIENCE_TYPES]}
              allowDeselect={false}
              required
              comboboxProps={IN_MODAL_COMBOBOX}
              {...form.getInputProps('type')}
            />
            <Select
              label="Year of passing"
              data={years}
              allowDeselect={false}
              required
              comboboxProps={IN_MODAL_COMBOBOX}
              {...form.getInputProps('year')}
            />
            <TextInput
              label="LinkedIn profile"
              description="Optional"
              type="url"
              placeholder="https://www.linkedin.com/in/your-name"
              {...form.getInputProps('linkedin')}
            />
          </SimpleGrid>
          <PdfFileInput
            label="Your experience as a PDF"
            description="PDF, at most 5 MB"
            accept="application/pdf,.pdf"
            required
            {...form.getInputProps('pdf')}
          />
          <ModalActions onCancel={close} loading={submit.isPending} mt="xs">
            Submit
          </ModalActions>
        </Stack>
      </form>
    </FormModal>
  );
}
