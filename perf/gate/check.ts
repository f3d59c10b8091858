/** One line of the gate's table. `warn` never fails the gate; `fail` does. */
export interface Check {
  area: 'bundle' | 'download' | 'lighthouse' | 'layout' | 'counter';
  name: string;
  value: string;
  budget: string;
  status: 'pass' | 'warn' | 'fail';
  note?: string;
}

export function check(area: Check['area'], name: string, value: string, budget: string, ok: boolean, note?: string): Check {
  return { area, name, value, budget, status: ok ? 'pass' : 'fail', ...(note ? { note } : {}) };
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
