import { describe, expect, it } from 'vitest';
import type { AreaQuery, DataQueryReport, ReportKind } from '../../../../contracts/area.js';
import { ApiError } from '../../../api/errors.js';
import { parseQueryId, reportPath } from './paths.js';
import { createAreaReportModel, createExampleModel } from './reports.js';

const ID = 'abcdefghijklmnop1234';
const query = { id: ID } as AreaQuery;
type Report = { query: AreaQuery; unlocked: boolean; blocks: { deep: { locked: boolean; data: number | null } } };

/**
 * A server that locks the deep block until the report is unlocked, charging once, and refuses without credits; its
 * unlock answers the report unlocked.
 */
function server(credits: number) {
  let unlocked = false;
  let balance = credits;
  const asked: string[] = [];
  const answer = <R,>() => ({ query, unlocked, blocks: { deep: { locked: !unlocked, data: unlocked ? 42 : null } } }) as R;
  return {
    asked,
    api: {
      report: async <R,>(id: string, kind: ReportKind) => {
        asked.push(`${kind} ${id}`);
        return answer<R>();
      },
      unlock: async <R,>(id: string, kind: ReportKind) => {
        asked.push(`unlock ${kind} ${id}`);
        if (!unlocked && balance < 1) throw new ApiError(42001, 409, 'Insufficient credits');
        if (!unlocked) balance -= 1;
        unlocked = true;
        return { unlocked: true as const, balance, report: answer<R>() };
      },
    },
  };
}

describe('area report model', () => {
  it('loads the report of the id in the route, and after an unlock shows the block the unlock answered in place, asking nothing more', async () => {
    const s = server(3);
    const m = createAreaReportModel<Report>({ api: s.api, kind: 'passenger-flow' });
    await m.open(ID);
    const before = m.report.value;
    expect(before.status === 'ready' && before.data.blocks.deep).toEqual({ locked: true, data: null });
    const shown: string[] = [];
    const stop = m.report.subscribe((r) => shown.push(r.status));
    expect(await m.unlock()).toMatchObject({ unlocked: true, balance: 2 });
    stop();
    expect(shown).toEqual(['ready', 'ready']);
    const after = m.report.value;
    expect(after.status === 'ready' && after.data.blocks.deep).toEqual({ locked: false, data: 42 });
    expect(s.asked).toEqual([`passenger-flow ${ID}`, `unlock passenger-flow ${ID}`]);
  });

  it('passes the insufficient-credits refusal on (the dialog offers Get Credits) and keeps the block locked', async () => {
    const m = createAreaReportModel<Report>({ api: server(0).api, kind: 'population' });
    await m.open(ID);
    await expect(m.unlock()).rejects.toMatchObject({ code: 42001 });
    const shown = m.report.value;
    expect(shown.status === 'ready' && shown.data.blocks.deep.locked).toBe(true);
  });

  it('loads nothing for a malformed id and links every report kind to its route', () => {
    expect(parseQueryId('../../etc')).toBeNull();
    expect(parseQueryId('short')).toBeNull();
    expect(parseQueryId(ID)).toBe(ID);
    expect(reportPath('population', ID)).toBe(`/report/regional-analysis/${ID}`);
    expect(reportPath('surroundings', ID)).toBe(`/report/surrounding-analysis/${ID}`);
  });

  it("shows the example query's data query report", async () => {
    const report = { query, headlines: [] } as DataQueryReport;
    const m = createExampleModel({ api: { example: async () => query, dataQuery: async (id) => (id === ID ? report : Promise.reject(new Error(id))) } });
    await m.open('example');
    expect(m.report.value).toEqual({ status: 'ready', data: report });
  });
});
