import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { triggersQueryOptions, type Trigger } from '@/api/triggers';
import { recheckServiceStatus, userQueryOptions } from '@/api/user';
import { useWarehouseName } from '@/api/warehouses';
import { refreshLiveData } from '@/api/live-data';
import { shownRunState, type RunConditions, type ShownRunState } from '@/domain/run-state';
import { lapsedText, runningCounterText } from '@/domain/work-status';
import { pluralRu } from '@/shared/lib/plural';
import { ServiceBanners } from '@/shared/service-status/service-banners';
import { isSubscriptionActive } from '@/domain/subscription';
import { useRevealedCount } from '@/shared/lib/use-revealed-count';
import { useView } from '@/shared/navigation/use-view';
import { Banner } from '@/shared/ui/banner';
import { EmptyState } from '@/shared/ui/empty-state';
import { EndSentinel } from '@/shared/ui/end-sentinel';
import { ClockIcon, SearchIcon, TableIcon } from '@/shared/ui/icons';
import { IconButton } from '@/shared/ui/icon-button';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { SearchInput } from '@/shared/ui/search-input';
import { Tabs, getTabId } from '@/shared/ui/tabs';
import { TodayLine } from '@/shared/ui/today-line';
import { useTriggerActions } from './use-trigger-actions';
import { firstContentTiming } from '@/shared/ui/element-timing';
import { LazyPullToRefresh } from '@/shared/ui/lazy-pull-to-refresh';
import { TriggerCard } from './trigger-card';
import { MAX_ACTIVE_TRIGGERS, canAddTrigger, countActive, isLimitReached } from './trigger-limits';
import { countFound, filterTriggers, listTriggers, searchTriggers, type ListedTrigger } from './trigger-list';
import { statusTexts, triggerStatuses, type TriggerStatus } from './trigger-options';
import styles from './triggers-list-view.module.css';

/**
 * Cards rendered at first and added as the seller scrolls: a 390×844 screen shows three compact cards, so the
 * fourth and fifth are there before the first scroll. A keystroke of the search refills at most these.
 */
const CARDS_PER_REVEAL = 5;

// A trigger's finds open on a tap: the sheet loads then (prefetched when the app is idle), not with the list.
const TriggerHistorySheet = lazy(() =>
  import('./trigger-history-sheet').then((module) => ({ default: module.TriggerHistorySheet })),
);

// Drawn only for a new seller's empty list that has slots today: not in the list's first load.
const FirstTriggerEmptyState = lazy(() =>
  import('./first-trigger-empty-state').then((module) => ({ default: module.FirstTriggerEmptyState })),
);

/** triggers-main: the seller's timeslot watches by status, with search, limits and the add button. */
export function TriggersListView() {
  const { setView } = useView();
  const { data: triggers } = useSuspenseQuery(triggersQueryOptions());
  const nameOf = useWarehouseName();
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const [status, setStatus] = useState<TriggerStatus>('RELEVANT');
  const [query, setQuery] = useState('');
  const panelId = useId();

  // The cards built for these names: new names (new warehouses) build every card again.
  const names = useMemo(() => ({ nameOf, listedCache: new WeakMap<Trigger, ListedTrigger>() }), [nameOf]);
  const listed = useMemo(() => listTriggers(triggers, names.nameOf, names.listedCache), [triggers, names]);
  const found = useMemo(() => searchTriggers(listed, query), [listed, query]);
  const counts = useMemo(() => countFound(found), [found]);
  const visible = useMemo(() => filterTriggers(found, status), [found, status]);
  const [todayOnly, setTodayOnly] = useState(false);
  const shownCards = useMemo(
    () => (todayOnly ? visible.filter((item) => (item.trigger.findsSummary?.todaySlotCount ?? 0) > 0) : visible),
    [visible, todayOnly],
  );
  const { revealed, revealMore } = useRevealedCount(
    shownCards.length,
    `${status}\n${query}\n${todayOnly}`,
    CARDS_PER_REVEAL,
  );
  const activeCount = useMemo(() => countActive(triggers), [triggers]);
  const limitReached = isLimitReached(activeCount);
  const now = new Date();
  const subscriptionActive = isSubscriptionActive(user.subscriptionExpiresAt, now);
  const lapsed = lapsedText(user.subscriptionExpiresAt, now);

  const texts = statusTexts[status];
  const tabItems = useMemo(
    () => triggerStatuses.map((value) => ({ value, label: statusTexts[value].tab, count: counts[value] })),
    [counts],
  );
  const navigate = useNavigate();
  const edit = useCallback(
    (triggerId: number) => void navigate({ to: '/triggers-form', search: { triggerId } }),
    [navigate],
  );
  const { toggle, remove, toggling, deleting } = useTriggerActions();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => refreshLiveData(queryClient), [queryClient]);
  const recheck = useCallback(() => recheckServiceStatus(queryClient), [queryClient]);
  const [historyOf, setHistoryOf] = useState<ListedTrigger | null>(null);
  const conditions: RunConditions = { subscriptionActive, service: user.service };
  const runningCount = triggers.filter((trigger) => runStateOf(trigger, conditions)?.state === 'running').length;
  const runningCounter = runningCounterText(runningCount, activeCount, lapsed);
  const todaySlots = triggers.reduce((sum, trigger) => sum + (trigger.findsSummary?.todaySlotCount ?? 0), 0);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Таймслоты</h1>
      <LazyPullToRefresh onRefresh={refresh} />
      {subscriptionActive ? null : (
        <Banner
          tone="red"
          title="Подписка не активна"
          text={`${lapsed ? `${capitalized(lapsed)}. ` : ''}Без подписки таймслоты не проверяются и уведомления не приходят.`}
          action={{ label: 'Купить подписку', onClick: () => setView('store-subscription') }}
        />
      )}
      <ServiceBanners service={user.service} onRecheck={recheck} />
      {limitReached ? (
        <Banner
          tone="yellow"
          title="Достигнут лимит активных таймслотов"
          text={`Одновременно работают не более ${MAX_ACTIVE_TRIGGERS} таймслотов. Остановите или удалите ненужный, чтобы запустить или добавить новый.`}
        />
      ) : null}

      <Tabs items={tabItems} value={status} onChange={setStatus} panelId={panelId} aria-label="Статус таймслотов" />
      <ListToolbar
        search={
          <SearchInput
            value={query}
            onChange={setQuery}
            placeholder={texts.searchPlaceholder}
            aria-label={texts.searchLabel}
          />
        }
        counter={
          runningCounter ?? (
            <>
              Активно:{' '}
              <strong>
                {activeCount}/{MAX_ACTIVE_TRIGGERS}
              </strong>
            </>
          )
        }
        aside={
          todaySlots > 0 ? (
            <TodayLine
              text={`Сегодня: ${todaySlots} ${pluralRu(todaySlots, ['слот', 'слота', 'слотов'])}`}
              pressed={todayOnly}
              onToggle={() => setTodayOnly((on) => !on)}
            />
          ) : null
        }
        onAdd={() => setView('triggers-form')}
        actions={<IconButton label="Коэффициенты" icon={<TableIcon />} onClick={() => setView('market')} />}
        addDisabled={!canAddTrigger(activeCount)}
        onRefresh={refresh}
      />

      <div role="tabpanel" id={panelId} aria-labelledby={getTabId(panelId, status)}>
        {shownCards.length === 0 ? (
          query.trim() ? (
            <EmptyState
              icon={<SearchIcon size={28} />}
              title="Таймслоты не найдены"
              description="Попробуйте другое название склада."
            />
          ) : triggers.length === 0 && status === 'RELEVANT' ? (
            <Suspense fallback={<EmptyState icon={<ClockIcon size={28} />} title={texts.empty} />}>
              <FirstTriggerEmptyState title={texts.empty} onCreate={() => setView('triggers-form')} />
            </Suspense>
          ) : (
            <EmptyState icon={<ClockIcon size={28} />} title={texts.empty} />
          )
        ) : (
          <ul className={styles.list}>
            {/* Keyed by place: a search refills the cards it keeps, cheaper than building new ones (the heaviest
                search key measured 15 → 12 ms). What is under way is kept by trigger id in the actions. */}
            {shownCards.slice(0, revealed).map((item, place) => (
              <li key={place}>
                <TriggerCard
                  item={item}
                  limitReached={limitReached}
                  toggling={toggling.has(item.trigger.id)}
                  deleting={deleting.has(item.trigger.id)}
                  runState={runStateOf(item.trigger, conditions)}
                  titleTiming={place === 0 ? firstContentTiming : undefined}
                  onToggle={toggle}
                  onDelete={remove}
                  onEdit={edit}
                  onOpenHistory={setHistoryOf}
                />
              </li>
            ))}
          </ul>
        )}
        {/* Within 300 px of the end: five cards reach further below the screen than that (about 1,200 px down at
            390×844), so a search does not reveal more at once, yet more come before the end. */}
        {revealed < shownCards.length ? <EndSentinel onReached={revealMore} distance={300} /> : null}
      </div>
      {historyOf ? (
        <Suspense fallback={null}>
          <TriggerHistorySheet item={historyOf} onClose={() => setHistoryOf(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Whether the service watches a trigger now: null for one not started (docs/triggers.md). */
function runStateOf(trigger: Trigger, conditions: RunConditions): ShownRunState {
  const meantToRun = trigger.status === 'RELEVANT' && trigger.isActive;
  return shownRunState(trigger, { meantToRun, notifies: true }, conditions);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
