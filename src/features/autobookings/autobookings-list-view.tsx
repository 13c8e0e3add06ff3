import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { autobookingsQueryOptions, type AutobookingGroup } from '@/api/autobookings';
import { todayResultsQueryOptions } from '@/api/autobookings-today';
import { countsOf, groupCounts, isRefusedCursor, loadedAutobookings } from '@/api/autobookings-cache';
import { recheckServiceStatus, type User } from '@/api/user';
import { useWarehouseName } from '@/api/warehouses';
import { refreshLiveData } from '@/api/live-data';
import { markSupplierAuthRevoked } from '@/api/supplier-auth-state';
import { shownRunState, type RunConditions, type ShownRunState } from '@/domain/run-state';
import { lapsedText, runningCounterText } from '@/domain/work-status';
import { todayResultsText } from '@/domain/today-results';
import { ServiceBanners } from '@/shared/service-status/service-banners';
import { useView } from '@/shared/navigation/use-view';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { firstContentTiming } from '@/shared/ui/element-timing';
import { EmptyState } from '@/shared/ui/empty-state';
import { EndSentinel } from '@/shared/ui/end-sentinel';
import { SearchIcon, TableIcon } from '@/shared/ui/icons';
import { CalendarIcon } from '@/shared/ui/view-icons';
import { IconButton } from '@/shared/ui/icon-button';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { SearchInput } from '@/shared/ui/search-input';
import { TodayLine } from '@/shared/ui/today-line';
import { getTabId, Tabs, type TabItem } from '@/shared/ui/tabs';
import { VirtualList } from '@/shared/ui/virtual-list';
import { LazyPullToRefresh } from '@/shared/ui/lazy-pull-to-refresh';
import { useAutobookingActions } from './use-autobooking-actions';
import type { Autobooking } from '@/api/autobookings';
import { AutobookingAttemptsSheet } from './autobooking-attempts-sheet';
import { AutobookingCard } from './autobooking-card';
import { autobookingsCount } from './autobooking-labels';
import { pluralRu } from '@/shared/lib/plural';
import { isAutobookingRelevant } from '@/domain/autobooking-relevance';
import { failureAction, pausedAction, storeTabForCreation, type FailureAction } from './autobooking-rules';
import { AutobookingsGate } from './autobookings-gate';
import { useUnseenFailures } from './use-unseen-failures';
import styles from './autobookings-list-view.module.css';

const tabLabels: Record<AutobookingGroup, string> = {
  active: 'Активные',
  completed: 'Завершенные',
  archive: 'Архивные',
};
const emptyTexts: Record<AutobookingGroup, string> = {
  active: 'Нет активных автобронирований',
  completed: 'Нет завершенных автобронирований',
  archive: 'Нет архивных автобронирований',
};
/** Typing pauses this long before the server is asked. */
const searchDebounceMs = 300;

/** autobookings-main: the seller's autobookings by status, behind the supplier and subscription gates. */
export function AutobookingsListView() {
  return (
    <>
      <h1 className="visually-hidden">Автобронирования</h1>
      <AutobookingsGate keepWhenLapsed>
        {(user, lapsed) => <AutobookingsList user={user} lapsed={lapsed} />}
      </AutobookingsGate>
    </>
  );
}

/** `lapsed`: the subscription has run out, so nothing new starts (no 'добавить', no 'Активировать'). */
function AutobookingsList({ user, lapsed }: { user: User; lapsed: boolean }) {
  const { setView } = useView();
  const navigate = useNavigate();
  const panelId = useId();
  const [group, setGroup] = useState<AutobookingGroup>('active');
  const [search, setSearch] = useState('');
  // Pressed, the head line 'Сегодня: …' keeps only the bookings with a result today, in each tab.
  const [todayOnly, setTodayOnly] = useState(false);
  const filter = useMemo(() => ({ group, search, today: todayOnly }), [group, search, todayOnly]);
  // The tab and search box answer at once; the list shown stays until the new group or search has loaded.
  const shown = useDeferredValue(filter);
  const loading = shown !== filter;

  // Both lists page alike and hold the same pages; only their keys differ ('today' ends the second one's).
  const listOptions = shown.today
    ? (todayResultsQueryOptions(shown) as unknown as ReturnType<typeof autobookingsQueryOptions>)
    : autobookingsQueryOptions(shown);
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    useSuspenseInfiniteQuery(listOptions);
  const { archive, activate, remove, busyIds, expiredIds } = useAutobookingActions();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => refreshLiveData(queryClient), [queryClient]);
  const recheck = useCallback(() => recheckServiceStatus(queryClient), [queryClient]);
  const [attemptsOf, setAttemptsOf] = useState<Autobooking | null>(null);
  const conditions: RunConditions = { subscriptionActive: !lapsed, service: user.service };
  const resolveFailure = useCallback(
    (booking: Autobooking, action: Exclude<FailureAction, 'retry'>) => {
      if (action === 'choose-supplier') void navigate({ to: '/account', search: { action: 'change_supplier' } });
      else if (action === 'create-new') void navigate({ to: '/autobookings-form', search: { copyOf: booking.id } });
      else setView(action === 'authorize' ? 'account' : 'store-subscription');
    },
    [navigate, setView],
  );

  const nameOf = useWarehouseName();
  const visible = useMemo(() => loadedAutobookings(data), [data]);
  const counts = groupCounts(countsOf(data));
  const now = new Date();
  const todayText = todayResultsText(data.pages[0]?.today, now);
  // Nothing of today left to show (the day turned, or today's failure was deleted): the whole list again.
  if (todayOnly && !todayText && !loading) setTodayOnly(false);
  // Once after a press: today's results open on a tab that holds some, if the current one holds none.
  const [jumpPending, setJumpPending] = useState(false);
  if (jumpPending && shown.today && !loading) {
    setJumpPending(false);
    const holding = (['active', 'completed', 'archive'] as const).find((value) => counts[value] > 0);
    if (counts[shown.group] === 0 && holding) setGroup(holding);
  }
  const tabs: TabItem<AutobookingGroup>[] = (['active', 'completed', 'archive'] as const).map((value) => ({
    value,
    label: tabLabels[value],
    count: counts[value],
  }));
  // Today's results count only today's failures: the seen count is kept by the whole list's.
  const unseenFailures = useUnseenFailures(shown.today ? undefined : countsOf(data).ERROR, shown.group === 'archive');
  if (unseenFailures > 0) tabs[2] = { ...tabs[2]!, alert: `${unseenFailures} ${pluralFailures(unseenFailures)}` };
  // Revoked access pauses every active booking: its fix, 'Авторизоваться', is the gate's notice above the list, not a
  // button in each card.
  const accessRevoked = visible.some(
    (booking) =>
      runStateOf(booking, conditions)?.state === 'paused' && booking.runState?.reason === 'supplier_auth_revoked',
  );
  useEffect(() => {
    if (accessRevoked) markSupplierAuthRevoked(queryClient);
  }, [accessRevoked, queryClient]);
  const started = shown.group === 'active' && !shown.search.trim() && !shown.today ? counts.active : 0;
  const runningCounter =
    started > 0 && !hasNextPage
      ? runningCounterText(
          visible.filter((booking) => runStateOf(booking, conditions)?.state === 'running').length,
          started,
          lapsedText(user.subscriptionExpiresAt, now),
        )
      : undefined;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  // A cursor the server no longer accepts: the list is read again from the top.
  const retryMore = () => void (isRefusedCursor(error) ? refetch() : fetchNextPage());

  return (
    <div className={styles.view}>
      <LazyPullToRefresh onRefresh={refresh} />
      {user.autobookingCount === 0 && !lapsed ? (
        <Banner
          tone="red"
          data-testid="no-credits-notice"
          title="Автобронирования закончились"
          text="Чтобы создать новое автобронирование, пополните баланс."
          action={{ label: 'Купить автобронирования', onClick: () => setView('store-bookings') }}
        />
      ) : null}

      <ServiceBanners service={user.service} onRecheck={recheck} />

      <Tabs items={tabs} value={group} onChange={setGroup} panelId={panelId} aria-label="Статус автобронирований" />
      <ListToolbar
        search={
          <SearchInput
            value={search}
            onChange={setSearch}
            debounceMs={searchDebounceMs}
            placeholder="Поиск по складу..."
          />
        }
        counter={
          runningCounter ? (
            <>
              {runningCounter}
              <br />
              {`Доступно ${autobookingsCount(user.autobookingCount)}`}
            </>
          ) : (
            `Доступно ${autobookingsCount(user.autobookingCount)}`
          )
        }
        counterTestId="autobooking-balance"
        aside={
          todayText ? (
            <TodayLine
              text={todayText}
              pressed={todayOnly}
              onToggle={() => {
                setJumpPending(!todayOnly);
                setTodayOnly(!todayOnly);
              }}
            />
          ) : null
        }
        actions={<IconButton label="Коэффициенты" icon={<TableIcon />} onClick={() => setView('market')} />}
        onRefresh={refresh}
        onAdd={() => {
          // Blocked creation leads straight to what is missing, never to a form that cannot be sent.
          const storeTab = storeTabForCreation(!lapsed, user.autobookingCount);
          if (storeTab) void navigate({ to: `/${storeTab}`, search: { purpose: 'autobooking' } });
          else setView('autobookings-form');
        }}
      />

      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={getTabId(panelId, group)}
        aria-busy={loading}
        className={styles.panel}
      >
        {visible.length > 0 ? (
          <VirtualList
            items={visible}
            getKey={(booking) => booking.id}
            renderItem={(booking) => (
              <AutobookingCard
                booking={booking}
                warehouseName={nameOf(booking.warehouseId)}
                relevant={
                  booking.status === 'ARCHIVED' && !expiredIds.has(booking.id) && isAutobookingRelevant(booking, now)
                }
                canActivate={!lapsed}
                busy={busyIds.has(booking.id)}
                runState={runStateOf(booking, conditions)}
                nextStep={nextStepOf(booking, runStateOf(booking, conditions), lapsed)}
                titleTiming={booking === visible[0] ? firstContentTiming : undefined}
                onArchive={archive}
                onActivate={activate}
                onDelete={remove}
                onFailureAction={resolveFailure}
                onOpenAttempts={setAttemptsOf}
              />
            )}
          />
        ) : hasNextPage && !isFetchNextPageError ? null : shown.search.trim() ? (
          <EmptyState
            icon={<SearchIcon size={28} />}
            title="Автобронирования не найдены"
            description="Попробуйте другое название склада."
          />
        ) : shown.today ? (
          <EmptyState icon={<CalendarIcon size={28} />} title="Сегодня здесь нет броней и ошибок" />
        ) : (
          <EmptyState icon={<CalendarIcon size={28} />} title={emptyTexts[shown.group]} />
        )}
        {/* Also under an empty page: a page may hold fewer bookings than the next ones. */}
        <EndSentinel onReached={loadMore} />
        {isFetchingNextPage ? <p className={styles.more}>Загрузка…</p> : null}
        {isFetchNextPageError ? (
          <div className={styles.more} role="alert">
            <span>Не удалось загрузить следующие автобронирования</span>
            <Button size="sm" variant="secondary" onClick={retryMore}>
              Повторить
            </Button>
          </div>
        ) : null}
      </div>
      {attemptsOf ? (
        <AutobookingAttemptsSheet
          booking={attemptsOf}
          warehouseName={nameOf(attemptsOf.warehouseId)}
          onClose={() => setAttemptsOf(null)}
        />
      ) : null}
    </div>
  );
}

/** Whether the service books for a booking now: null unless it is active (docs/autobookings.md). */
function runStateOf(booking: Autobooking, conditions: RunConditions): ShownRunState {
  return shownRunState(booking, { meantToRun: booking.status === 'ACTIVE', notifies: false }, conditions);
}

/** The way forward a card offers: a failed booking's by its failure, a paused one's by its pause reason. */
function nextStepOf(booking: Autobooking, runState: ShownRunState, lapsed: boolean): FailureAction | undefined {
  if (booking.status === 'ERROR') return failureAction(booking.error, { subscriptionActive: !lapsed });
  return runState?.state === 'paused' ? pausedAction(runState.reason) : undefined;
}

const pluralFailures = (count: number) =>
  pluralRu(count, ['новая ошибка бронирования', 'новые ошибки бронирования', 'новых ошибок бронирования']);
