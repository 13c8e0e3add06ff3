import { queryOptions } from '@tanstack/react-query';
import type { SchemaCreditPack, SchemaSubscriptionPlan, SchemaTariffList } from '@generated/schema';
import { api, dataOf } from './client';

type SubscriptionPlan = SchemaSubscriptionPlan;
type CreditPack = SchemaCreditPack;
export type Tariff = SubscriptionPlan | CreditPack;
export type TariffList = SchemaTariffList;

/** The price list, the only source of names and prices: it changes rarely, so a session rereads it hourly at most. */
export function tariffsQueryOptions() {
  return queryOptions({
    queryKey: ['tariffs'] as const,
    queryFn: () => dataOf(api.GET('/api/v1/tariffs')),
    staleTime: 60 * 60_000,
  });
}

/** The plan or pack of an id; undefined for ids that are no longer sold (old payments keep them). */
export function findTariff(list: TariffList, id: string): Tariff | undefined {
  return list.plans.find((plan) => plan.id === id) ?? list.packs.find((pack) => pack.id === id);
}
