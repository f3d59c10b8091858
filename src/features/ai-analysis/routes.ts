import type { RouteDef } from '../../platform/routing/route-def.js';

/** The feature's texts, downloaded with each of its screens. */
const texts: RouteDef['texts'] = ['aiAnalysis'];

/** The AI site analysis: the analysis of a saved query, its free example, and the selector that makes one. */
export const routes: RouteDef[] = [
  {
    path: '/report/ai-analysis/:id?',
    trackingId: 10009,
    title: (LL) => LL.titles.aiAnalysis(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/AnalysisScreen.js'),
  },
  {
    path: '/report/ai-analysis/example',
    trackingId: 10019,
    title: (LL) => LL.titles.aiAnalysisExample(),
    keepAlive: true,
    texts,
    account: true,
    figures: true,
    load: () => import('./screens/ExampleScreen.js'),
  },
  {
    path: '/report/ai-analysis-select',
    title: (LL) => LL.titles.aiAnalysisSelect(),
    // Kept: back from an analysis, the reader finds the site and industry to change one of them.
    keepAlive: true,
    texts,
    account: true,
    load: () => import('./screens/SelectScreen.js'),
  },
];
