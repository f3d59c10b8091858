import { gridDisk } from 'h3-js';
import { haversineM } from '../geo/index.js';

/** A scored place: a candidate cell's centre, or a refined point near one. */
export interface ScoredPoint {
  lat: number;
  lon: number;
  score: number;
}

export interface ScoredCell extends ScoredPoint {
  cell: string;
}

/** r9 cell centres are about 300 m apart: this many rings of neighbours cover the separation with room to spare. */
const ringsFor = (separationM: number) => Math.ceil(separationM / 250) + 1;

/** Higher score first; ties by cell id, so every run ranks the same cells the same way. */
const outranks = (a: ScoredCell, b: ScoredCell) => a.score > b.score || (a.score === b.score && a.cell < b.cell);

/** The cells within reach of each cell (for the search: the separation and a refinement's move), by position in `cells`. */
export type Neighbours = ReadonlyArray<readonly number[]>;

/**
 * Each cell's neighbours within `reachM` (an H3 gridDisk, then the exact distance): they depend on the cells alone, so
 * a city computes them once and every search reuses them.
 */
export function neighboursOf(cells: ReadonlyArray<{ cell: string; lat: number; lon: number }>, reachM: number): Neighbours {
  const index = new Map(cells.map((c, i) => [c.cell, i]));
  return cells.map((c) => gridDisk(c.cell, ringsFor(reachM)).flatMap((id) => {
    const i = index.get(id);
    const other = i === undefined ? undefined : cells[i];
    return other && other !== c && haversineM(c.lat, c.lon, other.lat, other.lon) <= reachM ? [i!] : [];
  }));
}

/** Reach of the neighbour lists a search needs: the separation, plus how far a refinement may move a site (r10 children lie within ≈200 m of their parent's centre). */
export const searchReachM = (separationM: number) => separationM + 250;

/**
 * Non-maximum suppression over the cells: the cells that outrank every other cell within `separationM` (the best of
 * their neighbourhood), best first. Any two of them are more than `separationM` apart, since each outranks the other.
 */
export function neighbourhoodLeaders(cells: readonly ScoredCell[], separationM: number, near: Neighbours = neighboursOf(cells, separationM)): ScoredCell[] {
  return cells.filter((c, i) => near[i]!.every((j) => {
    const other = cells[j]!;
    return haversineM(c.lat, c.lon, other.lat, other.lon) > separationM || outranks(c, other);
  })).sort((a, b) => (outranks(a, b) ? -1 : 1));
}

/** Whether no cell within `separationM` of the point scores above it. */
function bestOfNeighbourhood(p: ScoredPoint, near: readonly ScoredCell[], separationM: number): boolean {
  return near.every((c) => c.score <= p.score || haversineM(p.lat, p.lon, c.lat, c.lon) > separationM);
}

export interface SiteSearch<P extends ScoredPoint> {
  cells: readonly ScoredCell[];
  /** neighboursOf(cells, searchReachM(separationM)), when the caller keeps it. */
  near?: Neighbours;
  /** Points near a leader scored more finely (e.g. its child cells); the leader itself is always a choice. */
  refine(leader: ScoredCell): P[];
  /** The leader as a site (when none of its refinements is kept). */
  asSite(leader: ScoredCell): P;
  count: number;
  separationM: number;
}

/**
 * The best `count` sites: neighbourhood leaders, best first, each moved to its best refinement that is still the best
 * of its own neighbourhood, kept when at least `separationM` from every site kept before; then in score order.
 */
export function searchSites<P extends ScoredPoint>(s: SiteSearch<P>): P[] {
  const neighbours = s.near ?? neighboursOf(s.cells, searchReachM(s.separationM));
  const position = new Map(s.cells.map((c, i) => [c, i]));
  const kept: P[] = [];
  for (const leader of neighbourhoodLeaders(s.cells, s.separationM, neighbours)) {
    if (kept.length === s.count) break;
    const near = neighbours[position.get(leader)!]!.map((j) => s.cells[j]!);
    const refined = s.refine(leader).filter((p) => p.score > leader.score && bestOfNeighbourhood(p, near, s.separationM)).sort((a, b) => b.score - a.score)[0];
    const site = refined ?? s.asSite(leader);
    if (kept.every((other) => haversineM(site.lat, site.lon, other.lat, other.lon) >= s.separationM)) kept.push(site);
  }
  return kept.sort((a, b) => b.score - a.score);
}
