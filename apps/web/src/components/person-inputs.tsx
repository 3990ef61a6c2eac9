import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';

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

/**
 * A password with its show/hide toggle. Mantine's PasswordInput points its input at the error text
 * but, unlike its other inputs, does not mark it invalid: a screen reader would not hear that the
 * field is wrong, and a bad submit's focus (lib/form.ts looks for aria-invalid) would skip it.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
