import type { Env } from './env.js';

/**
 * A debug console in non-production environments (for testers on phones without remote devtools). The `import.meta.env` guard is a build-time constant, so a
 * production build (`vite build`) removes the dynamic import and eruda never becomes a chunk; a test-site build opts in
 * with VITE_DEBUG_CONSOLE=true and still keeps it away from the production host at runtime.
 */
export function startDebugConsole(env: Env): void {
  if (!(import.meta.env.DEV || import.meta.env.VITE_DEBUG_CONSOLE === 'true')) return;
  if (env === 'product') return;
  import('eruda').then(({ default: eruda }) => eruda.init(), () => undefined);
}
