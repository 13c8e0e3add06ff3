import { useNavigate } from '@tanstack/react-router';
import { slotBookingStep } from '@/domain/slot-booking-step';
import type { SlotPrefill } from '@/domain/slot-prefill';

type BookingAccess = Parameters<typeof slotBookingStep>[0];

/**
 * Opens a form on one slot (the market's cell, a find in a trigger's history): 'Следить' the trigger form, and
 * 'Забронировать' the autobooking form, behind the access rules (what is missing opens first).
 */
export function useOpenSlot() {
  const navigate = useNavigate();
  return {
    follow: (slot: SlotPrefill) => void navigate({ to: '/triggers-form', search: slot }),
    book: (slot: SlotPrefill, access: BookingAccess) => {
      const step = slotBookingStep(access, new Date());
      if (step === 'terms') return void navigate({ to: '/terms' });
      if (step === 'autobookings-main') return void navigate({ to: '/autobookings-main' });
      if (step === 'store-subscription')
        return void navigate({ to: '/store-subscription', search: { purpose: 'autobooking' } });
      if (step === 'store-bookings')
        return void navigate({ to: '/store-bookings', search: { purpose: 'autobooking' } });
      void navigate({ to: '/autobookings-form', search: slot });
    },
  };
}
