import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { oldestSource, vintageDate, wordVintage } from '../../contracts/vintage.js';
import { setLanguage } from '../platform/i18n/index.js';
import { DataAsOf, datasetsIn } from './DataAsOf.js';

const ref = (id: string, name: string, vintage: string) => ({ id, name, source: 'MANIFEST', licence: 'open', vintage });
const OSM_2018 = ref('osm-asia-2018', 'OpenStreetMap Asia cities', '2018-04');
const BUS = ref('sg-bus-stops', 'LTA bus stops', '2026-04-01');
const HDB = ref('sg-hdb-blocks', 'HDB property information', 'c. 2021');
const WDI = ref('wdi', 'World Development Indicators', '1960–2025, mirror of 2026-07');

describe('Data as of: the oldest source behind a page', () => {
  it('reads the date each MANIFEST vintage describes, never a copy\'s or publication\'s date', () => {
    expect(vintageDate('2018-04')).toBe('2018-04-01');
    expect(vintageDate('2026-04-01')).toBe('2026-04-01');
    expect(vintageDate('c. 2021')).toBe('2021-01-01');
    expect(vintageDate('1960–2025, mirror of 2026-07')).toBe('2025-01-01');
    expect(vintageDate('Census 2020 (published 2022)')).toBe('2020-01-01');
    expect(vintageDate('see file')).toBeNull();
  });

  it('words a span written in English as dates around a dash, in the reader\'s calendar', () => {
    const words = { vintageInFile: () => 'lihat fail', circa: ({ year }: { year: string }) => `kira-kira ${year}`, mirrorOf: ({ date }: { date: string }) => `salinan ${date}` };
    expect(wordVintage('2023-07 to 2023-09', 'ms', words)).toBe('Jul 2023 – Sep 2023');
    expect(wordVintage('2023-07 to 2023-09', 'th', words)).toMatch(/^ก\.ค\. 2566 – ก\.ย\. 2566$/);
  });

  it('names the 2018 map extract behind store counts, whatever fresher sources sit beside it', () => {
    expect(oldestSource([BUS, HDB, OSM_2018, WDI])).toBe(OSM_2018);
    expect(oldestSource([BUS, ref('x', 'Undated', 'see file')])).toBe(BUS);
    expect(oldestSource([ref('x', 'Undated', 'see file')])).toBeNull();
  });

  it('finds every figure\'s datasets at any depth of an answer, once each', () => {
    const answer = {
      sites: [
        { score: { value: 70, datasets: [BUS, OSM_2018] }, ring: [[103.8, 1.3]] },
        { share: { value: null, datasets: [OSM_2018] } },
      ],
      headline: { figure: { datasets: [HDB] } },
    };
    expect(datasetsIn(answer).map((d) => d.id).sort()).toEqual(['osm-asia-2018', 'sg-bus-stops', 'sg-hdb-blocks']);
  });

  it('says the date and the source on screen, and nothing when no source is dated', async () => {
    await setLanguage('en', { persist: false });
    const root = document.createElement('div');
    render(<DataAsOf answer={{ figure: { datasets: [BUS, OSM_2018] } }} />, root);
    expect(root.textContent).toBe('Data as of Apr 2018: OpenStreetMap Asia cities, the oldest source on this page');
    render(<DataAsOf answer={{ figure: { datasets: [] } }} />, root);
    expect(root.textContent).toBe('');
    // A locked answer's own word for its oldest date, when no figure sent names an older source.
    render(<DataAsOf answer={{ figure: { datasets: [BUS] } }} oldest="2018-04" />, root);
    expect(root.textContent).toBe('Data as of Apr 2018');
    render(<DataAsOf answer={{ figure: { datasets: [BUS, OSM_2018] } }} oldest="2018-04" />, root);
    expect(root.textContent).toBe('Data as of Apr 2018: OpenStreetMap Asia cities, the oldest source on this page');
    render(null, root);
  });
});
