import type { Level } from '../../contracts/area.js';
import type { Figure } from '../../contracts/figure.js';
import { figure, noData } from '../geo/index.js';
import type { ReportTexts } from '../geo/index.js';
import type { translator } from '../http/language.js';
import { refsOfFigures, vintageOf } from './area-data.js';
import { SATURATION_LEVELS } from './rules.js';
import { SATURATION_RATIO_BOUNDS } from './scoring/market-room.js';
import type { MarketRoom } from './scoring/room-data.js';
import type { InputKey } from './scoring/site-vector.js';

/*
 * Competition saturation, the one measure of it on every page: the trade area's stores of the industry against the
 * stores its demand supports (the market-room count model), as a ratio and a level 1–5. Where the city has no model
 * (no grid of it, or no store of the industry to fit on) the level is not available and says why.
 */

type Texts = ReturnType<typeof translator>;
export interface SaturationTexts { site: Texts['siteAnalysis']; area: Texts['areaReports']; texts: ReportTexts }

const round1 = (x: number) => Number(x.toFixed(1));

/** The stores the demand supports: a model estimate over the trade area's inputs, with the figures it read. */
export function expectedStoresFigure(room: MarketRoom | null, inputs: Record<InputKey, Figure>, { site }: SaturationTexts): Figure {
  if (!room) return noData('stores', site.notes.noCapacity());
  const terms = room.model.terms.filter((term) => term !== 'area');
  const refs = refsOfFigures([...terms.map((term) => inputs[term]), inputs.competitors]);
  return figure(round1(room.expected), 'stores', 'model estimate', refs, vintageOf(refs), {
    model: { name: site.models.room.name(), doc: site.models.room.doc(), inputs: terms.map((term) => ({ label: site.inputs[term](), value: inputs[term].value ?? 0 })) },
  });
}

/** The rule of the levels in words, built from the bounds the level is read with. */
export function saturationRule({ site, area, texts }: SaturationTexts): string {
  const bounds = [...SATURATION_RATIO_BOUNDS].reverse();
  return site.rules.saturation({ bounds: texts.list(bounds.map((b) => site.rules.saturationBound({ label: saturationName(area, b.level), min: texts.number(b.min) }))) });
}

const saturationName = (area: Texts['areaReports'], level: number) => area.levels.saturation[SATURATION_LEVELS[level - 1]!]();

/** The saturation level of the room, its figure the ratio (existing + 2) ÷ (expected + 2) with both inputs. */
export function roomSaturation(room: MarketRoom | null, expected: Figure, competitors: Figure, texts: SaturationTexts): Level {
  const { site, area } = texts;
  const rule = saturationRule(texts);
  if (!room) return { level: null, label: area.levels.noData(), rule, figure: expected };
  const refs = refsOfFigures([expected, competitors]);
  const ratio = figure(Number(room.ratio.toFixed(2)), 'ratio', 'model estimate', refs, vintageOf(refs), {
    model: { name: area.models.saturation.name(), doc: area.models.saturation.doc(), inputs: [{ label: site.inputs.competitors(), value: room.existing }, { label: site.models.room.name(), value: round1(room.expected) }] },
  });
  return { level: room.level, label: saturationName(area, room.level), rule, figure: ratio };
}
