import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number field that takes only whole numbers of 0 or more (fees in rupees, sizes, seats, hours,
 * rounds, years). A number outside `min`/`max` stays as typed, so the form's rule says what is
 * wrong with it, instead of being quietly changed to the limit when the field is left.
 */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} clampBehavior="none" {...props} />;
}
