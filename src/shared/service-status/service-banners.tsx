import { lazy, Suspense } from 'react';
import type { ServiceStatus } from '@/domain/run-state';

// Their texts and actions load only when the service has a problem: a working service's first load carries none.
const ServiceProblemBanners = lazy(() =>
  import('./service-problem-banners').then((module) => ({ default: module.ServiceProblemBanners })),
);

interface ServiceBannersProps {
  /** The user's `service`; nothing is shown without it (a backend older than the outcomes). */
  service: ServiceStatus | undefined;
  /** Reads the status again (once the seller allowed the bot to write). */
  onRecheck: () => Promise<void>;
}

/**
 * What keeps the service from working for the seller, over both lists (docs/telegram.md#notifications): the slot
 * source is down, or the bot cannot message them. Each banner goes once a read of the user says the state cleared.
 */
export function ServiceBanners({ service, onRecheck }: ServiceBannersProps) {
  if (!service || (service.slotSource.available && service.notifications.deliverable)) return null;
  return (
    <Suspense fallback={null}>
      <ServiceProblemBanners service={service} onRecheck={onRecheck} />
    </Suspense>
  );
}
