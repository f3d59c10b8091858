import type { DomainModule } from '../module.js';
import { cryptoMigrations } from './migrations.js';
import { cryptoRoutes } from './routes.js';

export const cryptoModule: DomainModule = {
  name: 'crypto',
  dependsOn: ['accounts'],
  migrations: cryptoMigrations,
  routes: cryptoRoutes,
};
