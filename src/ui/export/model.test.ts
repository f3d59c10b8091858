import { describe, expect, it, vi } from 'vitest';
import type { ExportStatus } from '../../../contracts/exports.js';
import { Codes } from '../../../contracts/errors.js';
import { ApiError, CLIENT_CODES } from '../../api/errors.js';
import { createExportModel, type ExportApi } from './model.js';

const ID = '6f1c1d6e-6f7a-4f51-9a35-2c1a4b8f0001';
const status = (over: Partial<ExportStatus>): ExportStatus => ({
  id: ID, report: 'area', lang: 'en', state: 'queued', progress: 0, position: 0, fileName: 'lokasi-area-bishan-2026-11-26.pdf',
  fileUrl: null, fileUrlExpiresAt: null, error: null, ...over,
});
const done = status({ state: 'done', progress: 100, fileUrl: `/v1/exports/${ID}/file?exp=1&sig=x`, fileUrlExpiresAt: '2026-11-26T23:00:00.000Z' });

/** A fake service answering POST with `first` and each status read with the next of `then`. */
function fakeApi(first: ExportStatus | Error, then: Array<ExportStatus | Error> = []) {
  const api: ExportApi = {
    start: vi.fn(async () => {
      if (first instanceof Error) throw first;
      return first;
    }),
    status: vi.fn(async () => {
      const next = then.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    }),
  };
  return api;
}

/** Records each wait instead of waiting. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('createExportModel', () => {
  it('queues, follows the queue position and the progress with a growing wait, and ends done', async () => {
    const api = fakeApi(status({ position: 2 }), [
      status({ position: 1 }),
      status({ state: 'rendering', progress: 40 }),
      status({ state: 'rendering', progress: 80 }),
      done,
    ]);
    const { waits, sleep } = fakeSleep();
    const model = createExportModel({ api, sleep, backoff: { firstMs: 100, factor: 2, maxMs: 300 } });
    const seen: string[] = [];
    const stop = model.phase.subscribe(() => seen.push(`${model.phase.peek()} ${model.progress.peek()}% #${model.position.peek()}`));

    const result = await model.start('area', 'query-a', 'th');
    stop();

    expect(api.start).toHaveBeenCalledWith({ report: 'area', id: 'query-a', lang: 'th' });
    expect(api.status).toHaveBeenCalledTimes(4);
    expect(api.status).toHaveBeenCalledWith(ID);
    expect(waits).toEqual([100, 200, 300, 300]);
    expect(result).toEqual(done);
    expect(seen).toEqual(['idle 0% #0', 'starting 0% #0', 'queued 0% #2', 'rendering 40% #0', 'done 100% #0']);
    expect(model.status.value?.fileUrl).toBe(done.fileUrl);
    expect(model.failure.value).toBeNull();
  });

  it('an export finished before (same report, language and data version) is done at once, without polling', async () => {
    const api = fakeApi(done);
    const model = createExportModel({ api, sleep: fakeSleep().sleep });
    expect(await model.start('receipt', 'order-1', 'en')).toEqual(done);
    expect(api.status).not.toHaveBeenCalled();
    expect(model.progress.value).toBe(100);
  });

  it.each([
    ['EXPORT_UNAVAILABLE', Codes.EXPORT_UNAVAILABLE, 'unavailable'],
    ['EXPORT_QUEUE_FULL', Codes.EXPORT_QUEUE_FULL, 'queueFull'],
    ['INTERNAL', { code: 50000, status: 500 }, 'failed'],
  ] as const)('a refused start (%s) fails as %s', async (_name, code, failure) => {
    const model = createExportModel({ api: fakeApi(new ApiError(code.code, code.status, 'refused')), sleep: fakeSleep().sleep });
    expect(await model.start('city', '1880252', 'en')).toBeNull();
    expect(model.phase.value).toBe('failed');
    expect(model.failure.value).toBe(failure);
  });

  it('a render that failed or timed out on the server fails with "Export failed"', async () => {
    for (const error of ['EXPORT_FAILED', 'EXPORT_TIMED_OUT']) {
      const model = createExportModel({ api: fakeApi(status({}), [status({ state: 'failed', error })]), sleep: fakeSleep().sleep });
      expect(await model.start('brand', 'Q37158', 'en')).toBeNull();
      expect(model.phase.value).toBe('failed');
      expect(model.failure.value).toBe('failed');
    }
  });

  it('a status read lost on the way is asked again; after three in a row the export counts as failed', async () => {
    const lost = () => new ApiError(CLIENT_CODES.network, 0, 'offline');
    const recovered = createExportModel({ api: fakeApi(status({}), [lost(), lost(), done]), sleep: fakeSleep().sleep });
    expect(await recovered.start('area', 'q', 'en')).toEqual(done);

    const gone = createExportModel({ api: fakeApi(status({}), [lost(), lost(), lost(), done]), sleep: fakeSleep().sleep });
    expect(await gone.start('area', 'q', 'en')).toBeNull();
    expect(gone.failure.value).toBe('failed');

    // A 404 (the export is not this account's, or gone) is not asked again.
    const api = fakeApi(status({}), [new ApiError(40400, 404, 'Not found'), done]);
    const missing = createExportModel({ api, sleep: fakeSleep().sleep });
    expect(await missing.start('area', 'q', 'en')).toBeNull();
    expect(api.status).toHaveBeenCalledOnce();
  });

  it('cancel stops following it at once: no more status reads, state cancelled', async () => {
    const api = fakeApi(status({ position: 3 }), [status({ position: 2 }), done]);
    let wake!: () => void;
    const sleep = vi.fn((_ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
      wake = resolve;
      signal.addEventListener('abort', () => resolve());
    }));
    const model = createExportModel({ api, sleep });
    const result = model.start('area', 'q', 'en');
    await vi.waitFor(() => expect(sleep).toHaveBeenCalledOnce());
    expect(model.position.value).toBe(3);
    model.cancel();
    expect(await result).toBeNull();
    wake();
    expect(api.status).not.toHaveBeenCalled();
    expect(model.phase.value).toBe('cancelled');
  });

  it('starting again abandons the export followed before', async () => {
    const slow = status({ id: '6f1c1d6e-6f7a-4f51-9a35-2c1a4b8f0002' });
    const api: ExportApi = {
      start: vi.fn().mockResolvedValueOnce(slow).mockResolvedValueOnce(done),
      status: vi.fn().mockResolvedValue(status({ id: slow.id, position: 9 })),
    };
    const sleeps: Array<() => void> = [];
    const sleep = (_ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
      sleeps.push(resolve);
      signal.addEventListener('abort', () => resolve());
    });
    const model = createExportModel({ api, sleep });
    const first = model.start('area', 'a', 'en');
    await vi.waitFor(() => expect(sleeps).toHaveLength(1));
    const second = await model.start('area', 'b', 'en');
    expect(await first).toBeNull();
    expect(second).toEqual(done);
    expect(model.phase.value).toBe('done');
    expect(model.position.value).toBe(0);
  });
});
