// `npm run perf`: the performance gate (bundle budgets, Lighthouse, layout matrix, counter tap-to-paint).
// The gate is TypeScript (it shares the end-to-end harness and reads src/platform/screens.ts), loaded through tsx.
import { register } from 'tsx/esm/api';

register();
const { runGate } = await import('./gate/main.ts');
process.exitCode = await runGate();
