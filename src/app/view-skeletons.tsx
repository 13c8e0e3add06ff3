import type { ReactNode } from 'react';
import type { SkeletonName } from './start/launch-manifest';
import { Skeleton, SkeletonCard, SkeletonLine, SkeletonRegion } from '@/shared/ui/skeleton';
import styles from './view-skeletons.module.css';

function Frame({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div data-testid="view-skeleton">
      <SkeletonRegion label={label}>{children}</SkeletonRegion>
    </div>
  );
}

function ListTop() {
  return (
    <>
      <div className={styles.row}>
        <Skeleton width="32%" height={52} />
        <Skeleton width="32%" height={52} />
        <Skeleton width="32%" height={52} />
      </div>
      <div className={styles.row}>
        <Skeleton width="60%" height={44} />
        <Skeleton width="35%" height={44} />
      </div>
      <Skeleton width="30%" height={16} />
    </>
  );
}

function TriggersSkeleton() {
  return (
    <Frame label="Загрузка таймслотов">
      <ListTop />
      <SkeletonCard lines={4} />
      <SkeletonCard lines={4} />
      <SkeletonCard lines={4} />
    </Frame>
  );
}

function AutobookingsSkeleton() {
  return (
    <Frame label="Загрузка автобронирований">
      <ListTop />
      <SkeletonCard lines={4} />
      <SkeletonCard lines={4} />
    </Frame>
  );
}

function StoreSkeleton() {
  return (
    <Frame label="Загрузка магазина">
      <Skeleton width="35%" height={24} />
      <Skeleton width="60%" height={40} />
      <div className={styles.grid}>
        <SkeletonCard lines={2} actions={false} />
        <SkeletonCard lines={2} actions={false} />
        <SkeletonCard lines={2} actions={false} />
        <SkeletonCard lines={2} actions={false} />
      </div>
    </Frame>
  );
}

function AccountSkeleton() {
  return (
    <Frame label="Загрузка аккаунта">
      <SkeletonCard lines={3} />
      <SkeletonCard lines={5} actions={false} />
      <Skeleton height={44} />
    </Frame>
  );
}

/** A page of text or a table: a title over cards. */
function PageSkeleton({ label }: { label?: string }) {
  return (
    <Frame label={label}>
      <Skeleton width="80%" height={24} />
      <SkeletonCard lines={2} actions={false} />
      <SkeletonCard lines={5} actions={false} />
      <SkeletonCard lines={5} actions={false} />
    </Frame>
  );
}

function FormSkeleton() {
  return (
    <Frame label="Загрузка формы">
      <Skeleton width="60%" height={24} />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.field}>
          <SkeletonLine width="35%" />
          <Skeleton height={44} />
        </div>
      ))}
    </Frame>
  );
}

/**
 * Each view's loading screen, by the name the launch manifest gives it (start/launch-manifest.ts). The launch views'
 * are also index.html's boot screen, rendered from here at build time (start/boot-screen.tsx).
 */
export const viewSkeletons: Record<SkeletonName, () => ReactNode> = {
  triggers: TriggersSkeleton,
  autobookings: AutobookingsSkeleton,
  store: StoreSkeleton,
  account: AccountSkeleton,
  terms: () => <PageSkeleton label="Загрузка условий использования" />,
  market: () => <PageSkeleton />,
  form: FormSkeleton,
};
