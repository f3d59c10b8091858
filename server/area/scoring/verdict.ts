import { TIERS, type Tier } from './classes.js';
import {
  ADVICE_ORDER, OPPORTUNITY_ORDER, UNMEASURED_ROOM_LEVEL, VERDICT_CAPS, VERDICT_TABLE,
  type Advice, type Opportunity, type VerdictCap, type VerdictReason,
} from './config.js';
import type { SaturationLevel } from './market-room.js';

/*
 * One verdict from the two measured parts: the tier from location quality, advice and investment opportunity from the
 * table of tier × saturation level (config.ts), then the caps the data calls for, each named so the page says why.
 */

export interface VerdictInput {
  tier: Tier;
  /** Saturation level 1–5 from the market room; null where the room is not measured. */
  level: SaturationLevel | null;
  demandMeasured: boolean;
  /** Whether the source maps the industry's stores thoroughly enough to trust the room (mapping-coverage.ts). */
  roomVerified: boolean;
  /** The brand's own stores within the radius (null without a brand). */
  ownStores: number | null;
}

export interface Verdict {
  tier: Tier;
  advice: Advice;
  opportunity: Opportunity;
  reason: VerdictReason;
  /** The caps that lowered (or could have lowered) the answer, in the table's order. */
  caps: VerdictCap[];
}

const worse = <T,>(order: readonly T[], a: T, b: T): T => (order.indexOf(a) >= order.indexOf(b) ? a : b);

/** The caps the inputs call for. */
export function capsOf(v: VerdictInput): VerdictCap[] {
  const caps: VerdictCap[] = [];
  if (!v.demandMeasured) caps.push('demandNotMeasured');
  if (!v.roomVerified || v.level === null) caps.push('roomUnverified');
  if (v.ownStores !== null && v.ownStores > 0) caps.push('ownStoresNearby');
  return caps;
}

/** The verdict: the table's cell for the (capped) tier and the level, then every cap applied. */
export function verdictOf(v: VerdictInput): Verdict {
  const caps = capsOf(v);
  const tier = caps.reduce((t, c) => (VERDICT_CAPS[c].tier ? worse(TIERS, t, VERDICT_CAPS[c].tier!) : t), v.tier);
  const [advice, opportunity, reason] = VERDICT_TABLE[tier][(v.level ?? UNMEASURED_ROOM_LEVEL) - 1]!;
  return {
    tier,
    advice: caps.reduce((a, c) => worse(ADVICE_ORDER, a, VERDICT_CAPS[c].advice), advice),
    opportunity: caps.reduce((o, c) => worse(OPPORTUNITY_ORDER, o, VERDICT_CAPS[c].opportunity), opportunity),
    reason,
    caps,
  };
}

/** The table as the README shows it, from the configuration itself (a test checks the README holds this text). */
export function formatVerdictTable(labels: { tier: (t: Tier) => string; level: (l: number) => string; advice: (a: Advice) => string; opportunity: (o: Opportunity) => string; reason: (r: VerdictReason) => string }): string {
  const levels = [1, 2, 3, 4, 5];
  return [
    `| quality tier | ${levels.map(labels.level).join(' | ')} |`,
    `|---|${levels.map(() => '---').join('|')}|`,
    ...TIERS.map((t) => `| ${labels.tier(t)} | ${VERDICT_TABLE[t].map(([a, o, r]) => `${labels.advice(a)} · ${labels.opportunity(o)} · ${labels.reason(r)}`).join(' | ')} |`),
  ].join('\n');
}
