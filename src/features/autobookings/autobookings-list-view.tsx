import { useCallback, useId, useMemo, useState } from 'react';
import { useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { autobookingsQueryOptions } from '@/api/autobookings';
import { countsOf, loadedAutobookings } from '@/api/autobookings-cache';
import type { User } from '@/api/user';
import { refreshLiveData } from '@/api/live-data';
import { useView } from '@/shared/navigation/use-view';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { firstContentTiming } from '@/shared/ui/element-timing';
import { EmptyState } from '@/shared/ui/empty-state';
import { EndSentinel } from '@/shared/ui/end-sentinel';
import { CalendarIcon, SearchIcon } from '@/shared/ui/icons';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { SearchInput } from '@/shared/ui/search-input';
import { getTabId, Tabs, type TabItem } from '@/shared/ui/tabs';
import { VirtualList } from '@/shared/ui/virtual-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { useAutobookingActions } from './use-autobooking-actions';
import { AutobookingCard } from './autobooking-card';
import { filterAutobookings, isAutobookingRelevant, tabCounts, type AutobookingTab } from './autobooking-rules';
import { AutobookingsGate } from './autobookings-gate';
import { useWarehouseName } from './use-warehouse-name';
import styles from './autobookings-list-view.module.css';

const tabLabels: Record<AutobookingTab, string> = {
  ACTIVE: 'Активные',
  COMPLETED: 'Завершенные',
  ARCHIVED: 'Архивные',
};
const emptyTexts: Record<AutobookingTab, string> = {
  ACTIVE: 'Нет активных автобронирований',
  COMPLETED: 'Нет завершенных автобронирований',
  ARCHIVED: 'Нет архивных автобронирований',
};

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
  const panelId = useId();
  const [tab, setTab] = useState<AutobookingTab>('ACTIVE');
  const [search, setSearch] = useState('');

  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    useSuspenseInfiniteQuery(autobookingsQueryOptions());
  const { archive, activate, remove, busyIds } = useAutobookingActions();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => refreshLiveData(queryClient), [queryClient]);

  const nameOf = useWarehouseName();
  const items = useMemo(() => loadedAutobookings(data), [data]);
  const visible = useMemo(() => filterAutobookings(items, tab, search, nameOf), [items, tab, search, nameOf]);
  const counts = tabCounts(countsOf(data));
  const tabs: TabItem<AutobookingTab>[] = (['ACTIVE', 'COMPLETED', 'ARCHIVED'] as const).map((value) => ({
    value,
    label: tabLabels[value],
    count: counts[value],
  }));
  const now = new Date();

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <div className={styles.view}>
      <PullToRefresh onRefresh={refresh} />
      {user.autobookingCount === 0 && !lapsed ? (
        <Banner
          tone="red"
          data-testid="no-credits-notice"
          title="Автобронирования закончились"
          text="Чтобы создать новое автобронирование, пополните баланс."
          action={{ label: 'Купить автобронирования', onClick: () => setView('store-bookings') }}
        />
      ) : null}

      <Tabs items={tabs} value={tab} onChange={setTab} panelId={panelId} aria-label="Статус автобронирований" />
      <SearchInput value={search} onChange={setSearch} placeholder="Поиск по складу..." />
      <ListToolbar
        counter={
          <>
            доступно: <strong>{user.autobookingCount}</strong>
          </>
        }
        counterTestId="autobooking-balance"
        onRefresh={refresh}
        onAdd={lapsed ? undefined : () => setView('autobookings-form')}
      />

      <div role="tabpanel" id={panelId} aria-labelledby={getTabId(panelId, tab)} className={styles.panel}>
        {visible.length > 0 ? (
          <VirtualList
            items={visible}
            getKey={(booking) => booking.id}
            renderItem={(booking) => (
              <AutobookingCard
                booking={booking}
                warehouseName={nameOf(booking.warehouseId)}
                relevant={booking.status === 'ARCHIVED' && isAutobookingRelevant(booking, now)}
                canActivate={!lapsed}
                busy={busyIds.has(booking.id)}
                titleTiming={booking === visible[0] ? firstContentTiming : undefined}
                onArchive={archive}
                onActivate={activate}
                onDelete={remove}
              />
            )}
          />
        ) : hasNextPage && !isFetchNextPageError ? null : search.trim() ? (
          <EmptyState
            icon={<SearchIcon size={28} />}
            title="Автобронирования не найдены"
            description="Попробуйте другое название склада."
          />
        ) : (
          <EmptyState icon={<CalendarIcon size={28} />} title={emptyTexts[tab]} />
        )}
        {/* Also under an empty tab: the next page may hold this tab's bookings. */}
        <EndSentinel onReached={loadMore} />
        {isFetchingNextPage ? <p className={styles.more}>Загрузка…</p> : null}
        {isFetchNextPageError ? (
          <div className={styles.more} role="alert">
            <span>Не удалось загрузить следующие автобронирования</span>
            <Button size="sm" variant="secondary" onClick={() => void fetchNextPage()}>
              Повторить
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
