/** A warehouse's display name by its id. */
export type WarehouseNameOf = (id: number) => string;

/**
 * The display names of `warehouses`, the one place that names a warehouse: an id the list no longer has (a warehouse
 * closed since a trigger or a booking named it) shows by its number, 'Склад 999'.
 */
export function warehouseNameOf(warehouses: readonly { ID: number; name: string }[]): WarehouseNameOf {
  const names = new Map(warehouses.map((warehouse) => [warehouse.ID, warehouse.name]));
  return (id) => names.get(id) ?? `Склад ${id}`;
}
