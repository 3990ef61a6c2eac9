import { Select, SimpleGrid, TextInput, type ComboboxProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COLLEGE_CHOICES, INDIAN_STATES, OTHER_COLLEGE, yearOfPassingOptions } from '@app/shared';

/** The form values these fields edit; the sign-up form and the student profile both have them. */
export interface CollegeFieldValues {
  collegeChoice: string;
  otherCollege: string;
  department: string;
  yearOfPassing: string;
  state: string;
  district: string;
}

/** The API's fields from these form values: 'Other' means the typed college name. */
export function collegeFieldsToInput(v: CollegeFieldValues) {
  return {
    college: v.collegeChoice === OTHER_COLLEGE ? v.otherCollege : v.collegeChoice,
    department: v.department,
    yearOfPassing: Number(v.yearOfPassing),
    state: v.state,
    district: v.district,
  };
}

/**
 * College (the society's own or Other with free text), department, year of passing (the spec's
 * 10 years, plus `extraYear` when a stored profile has another), state and district.
 */
export function CollegeFields<V extends CollegeFieldValues>({
  form,
  extraYear,
  collegeLocked = false,
  comboboxProps,
}: {
  form: UseFormReturnType<V>;
  extraYear?: number | null;
  /** A student's college is fixed after sign-up; only the organizers may correct it. */
  collegeLocked?: boolean;
  /** Inside a pop-up, its lists open within it (see FormModal). */
  comboboxProps?: ComboboxProps;
}) {
  const locked = collegeLocked ? { disabled: true, description: 'Set at sign-up. Ask the organizers to correct it.' } : {};
  const years = [...new Set([...yearOfPassingOptions(), ...(extraYear ? [extraYear] : [])])]
    .sort()
    .map(String);
  return (
    <>
      <Select
        label="College"
        data={[...COLLEGE_CHOICES]}
        allowDeselect={false}
        comboboxProps={comboboxProps}
        required
        {...form.getInputProps('collegeChoice')}
        {...locked}
      />
      {form.values.collegeChoice === OTHER_COLLEGE && (
        <TextInput
          label="College name"
          required
          {...form.getInputProps('otherCollege')}
          error={form.errors.college}
          {...locked}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Department" required {...form.getInputProps('department')} />
        <Select
          label="Year of passing"
          data={years}
          allowDeselect={false}
        comboboxProps={comboboxProps}
          required
          {...form.getInputProps('yearOfPassing')}
        />
        <Select
          label="State"
          data={[...INDIAN_STATES]}
          searchable
          allowDeselect={false}
        comboboxProps={comboboxProps}
          required
          {...form.getInputProps('state')}
        />
        <TextInput label="District" required {...form.getInputProps('district')} />
      </SimpleGrid>
    </>
  );
}
