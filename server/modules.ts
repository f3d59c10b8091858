import type { DomainModule } from './module.js';
import { jobsModule } from './jobs/module.js';
import { mailModule } from './mail/module.js';
import { codesModule } from './codes/module.js';
import { accountsModule } from './accounts/module.js';
import { creditsModule } from './credits/module.js';
import { cryptoModule } from './crypto/module.js';
import { trackingModule } from './tracking/module.js';
import { counterModule } from './counter/module.js';
import { geoModule } from './geo/module.js';
import { paymentsModule } from './payments/module.js';
import { areaModule } from './area/module.js';
import { recommendationModule } from './recommendation/module.js';
import { relayModule } from './relay/module.js';
import { feedbackModule } from './feedback/module.js';
import { exportsModule } from './exports/module.js';
import { marksModule } from './marks/module.js';
import { privacyModule } from './privacy/module.js';

/** Every domain that owns tables, in an order that satisfies every `dependsOn`. */
const domains: readonly DomainModule[] = [
  jobsModule,
  mailModule,
  codesModule,
  accountsModule,
  creditsModule,
  cryptoModule,
  trackingModule,
  counterModule,
  geoModule,
  paymentsModule,
  areaModule,
  recommendationModule,
  relayModule,
  feedbackModule,
  marksModule,
];

/**
 * The registry: every server domain, listed once. Routes and the caller's identity (app.ts), migrations
 * (migrations.ts), startup tasks (startup.ts) and scheduled jobs (jobs/index.ts) are read from here. Exports prints the
 * reports the others declare and privacy acts on every module's personal-data declarations, so both are built from the
 * modules before them and come last.
 */
const printing: readonly DomainModule[] = [...domains, exportsModule(domains)];
export const modules: readonly DomainModule[] = [...printing, privacyModule(printing)];
