import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Recommendation } from '../../contracts/recommendation.js';
import type { RecommendationFacts } from './facts.js';

/** All SQL of saved recommendations. */
type Db = Kysely<Database>;

export type RecommendationBody = Omit<Recommendation, 'id' | 'createdAt'>;

export interface NewRecommendation {
  userId: string | null;
  inputKey: string;
  cityId: number;
  industry: string;
  brandId: string | null;
  dataVersion: string;
  locale: string;
  facts: RecommendationFacts;
  isExample?: boolean;
}

/**
 * A saved recommendation as the database holds it: its facts (or, saved before the facts were kept, its words)
 * without the heat layer, and the heat layer (≈100 KB) as JSON text, sent as the database writes it, never re-parsed.
 */
export interface StoredRecommendation {
  id: string;
  createdAt: Date;
  saved: object;
  heatJson: string;
  /** Saved before the facts were kept (the answer as worded in its creation language): answered as it was saved. */
  worded: boolean;
}

/** Saves a recommendation unless the user already has it for these inputs and data version (or it is the example). */
export async function saveRecommendation(db: Db, r: NewRecommendation, now: Date): Promise<void> {
  await db.insertInto('recommendations').values({
    id: randomBytes(16).toString('base64url'), user_id: r.userId, input_key: r.inputKey, city_id: r.cityId, industry: r.industry, brand_id: r.brandId,
    data_version: r.dataVersion, answer: JSON.stringify(r.facts), locale: r.locale, created_at: now, is_example: r.isExample ?? false,
  }).onConflict((oc) => oc.doNothing()).execute();
}

/** The id of the user's recommendation for these inputs and data version, if they have one. */
export async function ownRecommendationId(db: Db, userId: string, inputKey: string, dataVersion: string): Promise<string | null> {
  const row = await db.selectFrom('recommendations').select('id').where('user_id', '=', userId).where('input_key', '=', inputKey).where('data_version', '=', dataVersion).executeTakeFirst();
  return row?.id ?? null;
}

const worded = sql<boolean>`answer ? 'method'`.as('worded');
const stored = (db: Db) => db.selectFrom('recommendations').select(['id', 'created_at', sql<object>`answer - 'heat'`.as('saved'), sql<string>`coalesce(answer->'heat', '[]')::text`.as('heat'), worded]);
const toStored = (r: { id: string; created_at: Date; saved: object; heat: string; worded: boolean }): StoredRecommendation => ({ id: r.id, createdAt: r.created_at, saved: r.saved, heatJson: r.heat, worded: r.worded });

/** A recommendation its owner may read (the example: anyone); null otherwise, so others' ids look unknown. */
export async function readableRecommendation(db: Db, id: string, userId: string): Promise<StoredRecommendation | null> {
  const row = await stored(db).where('id', '=', id).where((eb) => eb.or([eb('user_id', '=', userId), eb('is_example', '=', true)])).executeTakeFirst();
  return row ? toStored(row) : null;
}

export async function exampleRecommendation(db: Db): Promise<StoredRecommendation | null> {
  const row = await stored(db).where('is_example', '=', true).executeTakeFirst();
  return row ? toStored(row) : null;
}

/** The example's id and data version, to know whether it must be made again. */
export async function exampleVersion(db: Db): Promise<{ id: string; dataVersion: string } | null> {
  const row = await db.selectFrom('recommendations').select(['id', 'data_version']).where('is_example', '=', true).executeTakeFirst();
  return row ? { id: row.id, dataVersion: row.data_version } : null;
}

/** The user's recommendations, newest first, with what a list line needs of each: the city, industry and brand. */
export async function listRecommendations(db: Db, userId: string): Promise<Array<Omit<StoredRecommendation, 'heatJson'> & { dataVersion: string }>> {
  const rows = await db.selectFrom('recommendations')
    .select(['id', 'created_at', 'data_version', sql<object>`jsonb_build_object('city', answer->'city', 'industry', answer->'industry', 'brand', answer->'brand')`.as('saved'), worded])
    .where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, createdAt: r.created_at, saved: r.saved, worded: r.worded, dataVersion: r.data_version }));
}

export async function deleteExample(db: Db): Promise<void> {
  await db.deleteFrom('recommendations').where('is_example', '=', true).execute();
}
