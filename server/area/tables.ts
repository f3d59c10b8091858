import type { ColumnType } from 'kysely';
import type { SiteVector } from './scoring/site-vector.js';
import type { RoomModel } from './scoring/market-room.js';

/** A grid cell's counts as plain JSON (scoring/cell-counts.ts): maps as [key, …values] rows. */
export interface StoredCounts {
  base: SiteVector;
  /** [industry, stores, nearest's distance in m, stores within the frontage] */
  industries: Array<[string, number, number, number]>;
  frontage: number;
  /** [brand id, stores] */
  brands: Array<[string, number]>;
}

/** One stored grid cell: its H3 id, the planning area holding its centre, its counts. */
export type StoredGridCell = [cell: string, areaName: string, counts: StoredCounts];

export interface AreaTables {
  /** A saved area query. `id` is 128 random bits (base64url): knowing one is the share, guessing one is hopeless. */
  area_queries: {
    id: string;
    /** The owner; null for the example seeded at start. */
    user_id: string | null;
    lat: number;
    lon: number;
    radius: number;
    industry: string | null;
    country_iso2: string | null;
    place_name: string | null;
    /** The brand the query was asked for (geo_brands.id), or null. */
    brand_id: ColumnType<string | null, string | null | undefined, never>;
    created_at: ColumnType<Date, Date, never>;
    /** The imported data's version the report is made from (newest import day, YYYY-MM-DD). */
    data_version: string;
    is_example: ColumnType<boolean, boolean | undefined, never>;
  };
  /** A report a user unlocked: one row per (user, query, report); the debit is the ledger row `area:<query>:<report>`. */
  area_unlocks: {
    user_id: string;
    query_id: string;
    report: string;
    created_at: ColumnType<Date, Date, never>;
  };
  /** A city's grid cells with their trade areas' counts (cell-counts.ts), per data version (latest import's instant). */
  area_city_grids: {
    country_iso2: string;
    data_version: string;
    cells: ColumnType<StoredGridCell[], string, never>;
    /** Each industry's market-room fit on the grid (null: the city maps no store of it), added as industries are asked. */
    room_models: ColumnType<Record<string, RoomModel | null>, never, never>;
    created_at: ColumnType<Date, Date, never>;
  };
}
