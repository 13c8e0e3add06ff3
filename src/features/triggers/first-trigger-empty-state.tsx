import { EmptyState } from '@/shared/ui/empty-state';
import { ClockIcon, PlusIcon } from '@/shared/ui/icons';

/** A new seller's first look at the triggers: what a timeslot does, and the way to the first one. */
export function FirstTriggerEmptyState({ title, onCreate }: { title: string; onCreate: () => void }) {
  return (
    <EmptyState
      icon={<ClockIcon size={28} />}
      title={title}
      description="Таймслот следит за складами и пишет вам в чат, как только появится слот с подходящим коэффициентом приемки."
      action={{ label: 'Создать первый таймслот', icon: <PlusIcon size={16} />, onClick: onCreate }}
    />
  );
}
