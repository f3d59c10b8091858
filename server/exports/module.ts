import type { AppContext, DomainModule } from '../module.js';
import { exportsMigrations } from './migrations.js';
import { exportsRoutes } from './routes.js';
import { expireExportsJob } from './jobs.js';
import { chromiumPrinter } from './browser.js';
import { ExportService } from './service.js';
import { forgetReports } from './repository.js';
import type { ExportsTables } from './tables.js';
import { reportReaders } from './reports.js';

declare module '../db/tables.js' {
  interface Database extends ExportsTables {}
}

/** Each app's export service once started (tests read its queue). */
export const exportServices = new WeakMap<AppContext, ExportService>();

/**
 * PDF export of the reports and order receipts: a queue in the database that every instance takes up from its start,
 * printed by one long-lived Chromium per instance (started on the first export, closed with the app). Built from the
 * modules that own the reports: each declares the kinds it can print and reads them (`reports`), so exports knows none.
 */
export const exportsModule = (owners: readonly DomainModule[]): DomainModule => ({
  name: 'exports',
  dependsOn: [],
  migrations: exportsMigrations,
  async routes(app, ctx) {
    const read = reportReaders(owners);
    let service: ExportService | undefined;
    const get = () => {
      if (!service) exportServices.set(ctx, (service = new ExportService(ctx, read, chromiumPrinter(), app.log)));
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
});
