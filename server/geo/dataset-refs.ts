import type { DatasetRef } from '../../contracts/figure.js';
import type { ReportTexts } from './report-texts.js';

/**
 * A dataset as a report names it: the imported row's source, licence and own vintage, with its name in the
 * report's language (the datasets table keeps English). Every report builds its refs here, so none shows an
 * English dataset name on a Thai or Korean screen.
 */
export function datasetRefIn(refs: ReadonlyMap<string, DatasetRef>, texts: Pick<ReportTexts, 'datasetName'>) {
  return (id: string): DatasetRef | undefined => {
    const r = refs.get(id);
    return r && { id: r.id, name: texts.datasetName(r.id, r.name), source: r.source, licence: r.licence, vintage: r.vintage };
  };
}
