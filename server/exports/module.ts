import type { AppContext, DomainModule } from '../module.js';
import { exportsMigrations } from './migrations.js';
import { exportsRoutes } from './routes.js';
import { expireExportsJob } from './jobs.js';
import { chromiumPrinter } from './browser.js';
import { ExportService } from './service.js';
import { forgetReports } from './repository.js';
import type { ExportsTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends ExportsTables {}
}

/** Each app's export service once started (tests read its queue). */
export const exportServices = new WeakMap<AppContext, ExportService>();

/**
 * PDF export of the reports and order receipts: a queue in the database that every instance takes up from its start,
 * printed by one long-lived Chromium per instance (started on the first export, closed with the app). Reads the
 * reports only through the functions of the modules that build them.
 */
export const exportsModule: DomainModule = {
  name: 'exports',
  dependsOn: ['accounts', 'geo', 'area', 'recommendation', 'payments'],
  migrations: exportsMigrations,
  async routes(app, ctx) {
    let service: ExportService | undefined;
    const get = () => {
      if (!service) exportServices.set(ctx, (service = new ExportService(ctx, chromiumPrinter(), app.log)));
      return service;
    };
    // Every instance takes up the queue when it starts, not when a client next asks.
    app.addHook('onReady', async () => {
      get().start();
    });
    app.addHook('onClose', async () => {
      await service?.close();
    });
    await exportsRoutes(get)(app, ctx);
  },
  jobs: [expireExportsJob],
  personalData: {
    tables: {
      exports: { columns: ['user_id', 'report_id', 'subject'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted' },
      export_files: { columns: ['owner_id', 'pdf', 'png'], keys: [{ column: 'owner_id', holds: 'userId' }], erasure: 'deleted', files: ['pdf', 'png'] },
    },
    // Another account's export of the person's shared query: its file and every mention of the place go.
    forgetMentions: forgetReports,
  },
};
