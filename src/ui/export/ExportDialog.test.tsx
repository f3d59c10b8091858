import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportStatus } from '../../../contracts/exports.js';
import { Codes } from '../../../contracts/errors.js';
import { ApiError } from '../../api/errors.js';
import { setLanguage } from '../../platform/i18n/index.js';

const ID = '6f1c1d6e-6f7a-4f51-9a35-2c1a4b8f0001';
const done: ExportStatus = {
  id: ID, report: 'area', lang: 'en', state: 'done', progress: 100, position: 0, fileName: 'lokasi-area-2026-11-26.pdf',
  fileUrl: `/v1/exports/${ID}/file?exp=1&sig=abc`, fileUrlExpiresAt: '2026-11-26T23:00:00.000Z', error: null,
};

const fake = vi.hoisted(() => ({
  context: { kind: 'browser', os: 'android', appVersion: null } as { kind: string; os: string; appVersion: string | null },
  call: vi.fn(),
  start: vi.fn(),
  fetchFile: vi.fn(),
  toast: vi.fn(),
}));
vi.mock('../../platform/bridge/index.js', () => ({ bridge: { context: fake.context, call: fake.call } }));
vi.mock('../../platform/toast.js', () => ({ toast: fake.toast }));
vi.mock('./api.js', async (original) => ({
  ...(await original<typeof import('./api.js')>()),
  exportApi: { start: fake.start, status: vi.fn() },
  fetchExportFile: fake.fetchFile,
}));

const { ExportDialog } = await import('./ExportDialog.js');

let root: HTMLElement;
/** The element once it is there (vi.waitFor retries what throws). */
const found = <E extends Element>(selector: string): E => {
  const el = document.querySelector<E>(selector);
  if (!el) throw new Error(`no ${selector} yet`);
  return el;
};
function open(kind: string, os = 'android') {
  Object.assign(fake.context, { kind, os });
  const onClose = vi.fn();
  root = document.body.appendChild(document.createElement('div'));
  act(() => render(<ExportDialog report="area" id="query-a" onClose={onClose} />, root));
  return onClose;
}

describe('ExportDialog', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.clearAllMocks();
  });

  it('in WeChat on Android offers the long image and the link instead of a PDF, with a full progress bar', async () => {
    fake.start.mockResolvedValue(done);
    const onClose = open('miniProgram');
    const image = await vi.waitFor(() => found<HTMLAnchorElement>('a.btn'));
    expect(image.textContent).toBe('Open as image');
    expect(new URL(image.href).searchParams.get('format')).toBe('png');
    expect(new URL(image.href).searchParams.get('sig')).toBe('abc');
    const bar = document.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(document.querySelector<HTMLInputElement>('.export-link')!.value).toMatch(new RegExp(`/v1/exports/${ID}/file\\?exp=1&sig=abc$`));
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Copy link')).toBe(true);
    expect(fake.start).toHaveBeenCalledWith({ report: 'area', id: 'query-a', lang: 'en' });
    expect(fake.fetchFile).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('in the native app hands the signed link to the share sheet and closes', async () => {
    fake.start.mockResolvedValue(done);
    fake.call.mockResolvedValue({ via: 'native' });
    const onClose = open('app');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fake.call).toHaveBeenCalledWith('share', { title: done.fileName, url: expect.stringMatching(new RegExp(`^http.*/v1/exports/${ID}/file\\?exp=1&sig=abc$`)) });
  });

  it('in a browser downloads the file and says so; a failed download says "PDF download failed" and may be retried', async () => {
    fake.start.mockResolvedValue(done);
    fake.fetchFile.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(new Blob(['%PDF-']));
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const onClose = open('browser');
    await vi.waitFor(() => expect(fake.toast).toHaveBeenCalledWith('PDF download failed'));
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    await act(() => retry.click());
    await vi.waitFor(() => expect(fake.toast).toHaveBeenCalledWith('PDF downloaded successfully'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('where the server has no Chromium says so clearly, without a retry', async () => {
    fake.start.mockRejectedValue(new ApiError(Codes.EXPORT_UNAVAILABLE.code, 503, 'unavailable'));
    open('browser');
    const alert = await vi.waitFor(() => found('[role="alert"]'));
    expect(alert.textContent).toBe('PDF export is not available right now. Everything else in the app works as usual.');
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Try again')).toBe(false);
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('a full queue says to try again shortly', async () => {
    fake.start.mockRejectedValue(new ApiError(Codes.EXPORT_QUEUE_FULL.code, 503, 'full'));
    open('browser');
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Many exports are being prepared. Please try again shortly.'));
  });
});
