import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Recommendation, RecommendationList } from '../../contracts/recommendation.js';

/** All SQL of saved recommendations. */
type Db = Kysely<Database>;
type Row = Selectable<Database['recommendations']>;

export type RecommendationBody = Omit<Recommendation, 'id' | 'createdAt'>;

export interface NewRecommendation {
  userId: string | null;
  inputKey: string;
  cityId: number;
  industry: string;
  brandId: string | null;
  dataVersion: string;
  locale: string;
  answer: RecommendationBody;
  isExample?: boolean;
}

const toRecommendation = (r: Row): Recommendation => ({ id: r.id, createdAt: r.created_at.toISOString(), ...(r.answer as RecommendationBody) });

/** Saves a recommendation unless the user already has it for these inputs and data version; answers the saved one. */
export async function saveRecommendation(db: Db, r: NewRecommendation, now: Date): Promise<Recommendation> {
  await db.insertInto('recommendations').values({
    id: randomBytes(16).toString('base64url'), user_id: r.userId, input_key: r.inputKey, city_id: r.cityId, industry: r.industry, brand_id: r.brandId,
    data_version: r.dataVersion, answer: JSON.stringify(r.answer), locale: r.locale, created_at: now, is_example: r.isExample ?? false,
  }).onConflict((oc) => oc.doNothing()).execute();
  const saved = r.isExample ? await exampleRecommendation(db) : await ownRecommendation(db, r.userId!, r.inputKey, r.dataVersion);
  return saved!;
}

/** The user's recommendation for these inputs and data version, if they have one. */
export async function ownRecommendation(db: Db, userId: string, inputKey: string, dataVersion: string): Promise<Recommendation | null> {
  const row = await db.selectFrom('recommendations').selectAll().where('user_id', '=', userId).where('input_key', '=', inputKey).where('data_version', '=', dataVersion).executeTakeFirst();
  return row ? toRecommendation(row) : null;
}

/**
 * A recommendation its owner may read (the example: anyone) as JSON text, null otherwise, so others' ids look unknown.
 * The saved answer (≈100 KB with its heat layer) is sent as the database writes it, never parsed and re-serialized.
 */
export async function readableRecommendationJson(db: Db, id: string, userId: string): Promise<string | null> {
  const row = await db.selectFrom('recommendations').select(['id', 'created_at', sql<string>`answer::text`.as('answer')]).where('id', '=', id)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('is_example', '=', true)])).executeTakeFirst();
  return row ? `{"id":${JSON.stringify(row.id)},"createdAt":"${row.created_at.toISOString()}",${row.answer.slice(1)}` : null;
}

export async function listRecommendations(db: Db, userId: string): Promise<RecommendationList['items']> {
  const rows = await db.selectFrom('recommendations').select(['id', 'answer', 'created_at', 'data_version']).where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((r) => {
    const a = r.answer as RecommendationBody;
    return { id: r.id, city: a.city.name, industry: a.industry.name, brand: a.brand?.name ?? null, createdAt: r.created_at.toISOString(), dataVersion: r.data_version };
  });
}

export async function exampleRecommendation(db: Db): Promise<Recommendation | null> {
  const row = await db.selectFrom('recommendations').selectAll().where('is_example', '=', true).executeTakeFirst();
  return row ? toRecommendation(row) : null;
}

export async function deleteExample(db: Db): Promise<void> {
  await db.deleteFrom('recommendations').where('is_example', '=', true).execute();
}

