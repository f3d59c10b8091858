import type { ExportRequest, ExportStatus } from '../../../contracts/exports.js';
import { api } from '../../api/request.js';
import { basePath } from '../../platform/env.js';
import { sessionPort } from '../../session/index.js';
import type { ExportApi } from './model.js';

const path = (id: string) => `/v1/exports/${encodeURIComponent(id)}`;

/** The export service (contracts/exports.ts). Silent: the export dialog says what went wrong in its own words. */
export const exportApi: ExportApi = {
  start: (request: ExportRequest) => api.post<ExportStatus>('/v1/exports', request, { silent: true }),
  status: (id: string) => api.get<ExportStatus>(path(id), { silent: true }),
};

/** The signed, token-free link of a finished export as an absolute URL (the share sheet and the clipboard need one). */
export function absoluteFileUrl(fileUrl: string, format: 'pdf' | 'png' = 'pdf'): string {
  const url = new URL(fileUrl.startsWith('/') ? basePath + fileUrl : fileUrl, location.href);
  if (format === 'png') url.searchParams.set('format', 'png');
  return url.href;
}

/** The finished file, fetched with the session token (the browser's download). */
export async function fetchExportFile(id: string): Promise<Blob> {
  const token = sessionPort.token.value;
  const response = await fetch(`${basePath}${path(id)}/file?format=pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
