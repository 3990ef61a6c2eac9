import type { CartItem } from '@app/shared';
import type { CartRow } from './repository';

export function toCartItem(row: CartRow): CartItem {
  return {
    cartId: row.id,
    eventId: row.event_id,
    eventDetails: {
      eventName: row.event_name,
      eventDescription: row.event_description,
      registrationFees: row.registration_fees,
      symposiumName: row.symposium_name,
      lastDateForRegistration: row.last_date_for_registration,
    },
  };
}
