import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './module.js';
import { geoImportTask } from './geo/import/startup.js';

/**
 * Work `npm start` does after migrating and before listening, in order (e.g. the geo import when the
 * datasets are newer than the database). Each task decides for itself whether anything is stale.
 */
export interface StartupTask {
  name: string;
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<void>;
}

export const startupTasks: StartupTask[] = [geoImportTask];
