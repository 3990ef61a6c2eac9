import { TextInput, type TextInputProps } from '@mantine/core';

/** A required email address, which the browser may fill in. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}

/** A required full name, which the browser may fill in. */
export function FullNameInput(props: TextInputProps) {
  return <TextInput label="Full name" autoComplete="name" required {...props} />;
}

/** A required date of birth. */
export function DateOfBirthInput(props: TextInputProps) {
  return <TextInput label="Date of birth" type="date" required {...props} />;
}
