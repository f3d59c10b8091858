import type { DomainModule } from '../module.js';
import { trackingMigrations } from './migrations.js';
import { trackingRoutes } from './routes.js';

export const trackingModule: DomainModule = {
  name: 'tracking',
  dependsOn: ['accounts'],
  migrations: trackingMigrations,
  routes: trackingRoutes,
};
