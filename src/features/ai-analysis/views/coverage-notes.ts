import type { AiAnalysisPreview } from '../../../../contracts/ai-analysis.js';

/** The preview in lines: the factors measured (and those missing), then how completely the map lists the industry. */
export const coverageNotes = ({ coverage, mapping }: AiAnalysisPreview): string[] =>
  [[coverage.text, coverage.note].filter(Boolean).join('. '), mapping.text];
