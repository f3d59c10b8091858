import type { DomainModule } from '../../module.js';
import { geoImportTask } from './startup.js';

/** Batch loading of the public datasets into geo's tables at start (and `npm run import`); geo only serves them. */
export const importerModule: DomainModule = {
  name: 'importer',
  dependsOn: ['geo'],
  startup: [geoImportTask],
};
