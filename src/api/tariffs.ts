import { queryOptions } from '@tanstack/react-query';
import type { SchemaCreditPack, SchemaSubscriptionPlan, SchemaTariffList } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

type SubscriptionPlan = SchemaSubscriptionPlan;
type CreditPack = SchemaCreditPack;
export type Tariff = SubscriptionPlan | CreditPack;
export type TariffList = SchemaTariffList;

/**
 * The price list, the only source of names and prices, each plan and pack once: it changes rarely, so a session
 * rereads it hourly at most.
 */
export function tariffsQueryOptions() {
  return queryOptions({
    queryKey: ['tariffs'] as const,
    queryFn: async () => withUniqueTariffs(await dataOf(api.GET('/api/v1/tariffs'))),
    staleTime: 60 * 60_000,
  });
}

/** The list with each plan and pack once (the first of an id), as the store keys its cards by id. */
export function withUniqueTariffs(list: TariffList): TariffList {
  return {
    ...list,
    plans: uniqueBy(list.plans, (plan) => plan.id),
    packs: uniqueBy(list.packs, (pack) => pack.id),
  };
}

/** The plan or pack of an id; undefined for ids that are no longer sold (old payments keep them). */
export function findTariff(list: TariffList, id: string): Tariff | undefined {
  return list.plans.find((plan) => plan.id === id) ?? list.packs.find((pack) => pack.id === id);
}
