import { TextInput, type TextInputProps } from '@mantine/core';

/** A required ten-digit Indian mobile number, with the phone keypad on phones. */
export function MobileInput(props: TextInputProps) {
  return (
    <TextInput
      label="Mobile number"
      type="tel"
      inputMode="numeric"
      maxLength={10}
      autoComplete="tel-national"
      required
      {...props}
    />
  );
}
