import type { DomainModule } from '../module.js';
import { mailMigrations } from './migrations.js';

export const mailModule: DomainModule = {
  name: 'mail',
  dependsOn: [],
  migrations: mailMigrations,
};
