// Types of data.mjs for the TypeScript tests that import it.
import type { SchemaAutobooking, SchemaAutobookingPage, SchemaTrigger, SchemaUser, SchemaWarehouse } from '../../generated/schema';

export function generateWarehouses(count: number, seed?: number): SchemaWarehouse[];
export function generateUser(now: number): SchemaUser;
export function generateTriggers(count: number, warehouses: readonly SchemaWarehouse[], now: number, seed?: number): SchemaTrigger[];
export function generateAutobookings(count: number, warehouses: readonly SchemaWarehouse[], now: number, seed?: number): SchemaAutobooking[];
export function autobookingPage(all: readonly SchemaAutobooking[], page: number, perPage?: number): SchemaAutobookingPage;
