import { z } from 'zod';
import { SYMPOSIA } from '../constants';
import { emailField, idField } from './fields';
import { ClashListSchema } from './schedule';

// The cart (SPEC §3 Cart item). Registering for an event, free or paid, takes it out of the
// student's cart in the same transaction: DELETE /api/cart/{cartId} for it then answers 404.

export const AddToCartInputSchema = z.strictObject({
  userEmail: emailField,
  eventId: idField,
  symposiumName: z.enum(SYMPOSIA, { error: 'Unknown symposium. Choose Enigma or Carteblanche.' }),
});

export type AddToCartInput = z.infer<typeof AddToCartInputSchema>;

/** DELETE /api/cart/{cartId} body; optional, but when sent the email must be the caller's. */
export const RemoveFromCartInputSchema = z
  .strictObject({ userEmail: emailField.optional() })
  .nullish()
  .transform((v) => v ?? {});

export type RemoveFromCartInput = z.infer<typeof RemoveFromCartInputSchema>;

export const CartIdParamsSchema = z.object({ cartId: idField });

export const CartItemSchema = z.object({
  cartId: z.number().int(),
  eventId: z.number().int(),
  eventDetails: z.object({
    eventName: z.string(),
    eventDescription: z.string(),
    registrationFees: z.number(),
    symposiumName: z.string(),
    lastDateForRegistration: z.string(),
  }),
  /** The event's seats as GET /api/events counts them (SPEC-2 §A); null when unlimited. */
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  /**
   * UTC ISO while a seat is held for this student (or their team) by a waitlist offer: the held
   * seat counts as taken in seatsLeft, yet they can still pay for it. Else null.
   */
  offeredUntil: z.string().nullable(),
});

export type CartItem = z.infer<typeof CartItemSchema>;

/** A cart item whose event has no seat left for this student: nothing may be paid for it now. */
export const isCartItemFull = (item: Pick<CartItem, 'seatsLeft' | 'offeredUntil'>): boolean =>
  item.seatsLeft === 0 && item.offeredUntil === null;

/**
 * 409 'This event is full.' from registering, paying or adding to the cart (SPEC-2 §A): the
 * `{ message }` every error has, plus which event, so a screen paying for several can name it.
 */
export const EventFullAnswerSchema = z.object({
  message: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
});
export type EventFullAnswer = z.infer<typeof EventFullAnswerSchema>;

/** `clashes`: events already held whose rounds fall within an hour of this one's (SPEC-2 §J); it is added all the same. */
export const AddToCartResponseSchema = z.object({ message: z.string(), item: CartItemSchema, clashes: ClashListSchema });
export type AddToCartResponse = z.infer<typeof AddToCartResponseSchema>;
