import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A number field that takes only whole numbers of 0 or more (fees in rupees, sizes, seats, hours, rounds, years). */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}
