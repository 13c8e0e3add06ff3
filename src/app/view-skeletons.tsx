import styles from './view-skeletons.module.css';

function Bar({ width = '100%', height = 14 }: { width?: string; height?: number }) {
  return <span className={styles.bar} style={{ width, height }} />;
}

function CardBlock({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.card}>
      <Bar width="55%" height={16} />
      {Array.from({ length: lines }, (_, index) => (
        <Bar key={index} width={`${85 - index * 15}%`} />
      ))}
    </div>
  );
}

function Tabs() {
  return (
    <div className={styles.row}>
      <Bar width="32%" height={32} />
      <Bar width="32%" height={32} />
      <Bar width="32%" height={32} />
    </div>
  );
}

function Frame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.frame} aria-busy="true" aria-label={label} role="status" data-testid="view-skeleton">
      {children}
    </div>
  );
}

export function TriggersSkeleton() {
  return (
    <Frame label="Загрузка таймслотов">
      <Tabs />
      <Bar height={40} />
      <div className={styles.row}>
        <Bar width="40%" height={20} />
        <Bar width="30%" height={36} />
      </div>
      <CardBlock lines={4} />
      <CardBlock lines={4} />
      <CardBlock lines={4} />
    </Frame>
  );
}

export function AutobookingsSkeleton() {
  return (
    <Frame label="Загрузка автобронирований">
      <Tabs />
      <Bar height={40} />
      <div className={styles.row}>
        <Bar width="50%" height={20} />
        <Bar width="30%" height={36} />
      </div>
      <CardBlock lines={4} />
      <CardBlock lines={4} />
    </Frame>
  );
}

export function StoreSkeleton() {
  return (
    <Frame label="Загрузка магазина">
      <div className={styles.row}>
        <Bar width="35%" height={28} />
        <Bar width="60%" height={36} />
      </div>
      <div className={styles.grid}>
        <CardBlock lines={3} />
        <CardBlock lines={3} />
        <CardBlock lines={3} />
        <CardBlock lines={3} />
      </div>
    </Frame>
  );
}

export function AccountSkeleton() {
  return (
    <Frame label="Загрузка аккаунта">
      <CardBlock lines={3} />
      <CardBlock lines={5} />
      <Bar height={44} />
    </Frame>
  );
}

export function TermsSkeleton() {
  return (
    <Frame label="Загрузка условий использования">
      <Bar width="80%" height={24} />
      <CardBlock lines={2} />
      <CardBlock lines={5} />
      <CardBlock lines={5} />
    </Frame>
  );
}

export function FormSkeleton() {
  return (
    <Frame label="Загрузка формы">
      <Bar width="60%" height={24} />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.field}>
          <Bar width="35%" />
          <Bar height={44} />
        </div>
      ))}
    </Frame>
  );
}
