import { TextInput, type TextInputProps } from '@mantine/core';

interface TransactionIdInputProps extends TextInputProps {
  /** Called with the typed ID on leaving the field, to warn early of a used one. */
  onCheck: (id: string) => Promise<void>;
}

/** The bank's transaction reference (UTR), checked against used ones when the field is left. */
export function TransactionIdInput({ onCheck, onBlur, ...props }: TransactionIdInputProps) {
  return (
    <TextInput
      label="Transaction ID"
      required
      autoComplete="off"
      {...props}
      onBlur={(e) => {
        onBlur?.(e);
        void onCheck(e.currentTarget.value);
      }}
    />
  );
}
