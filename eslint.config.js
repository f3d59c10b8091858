// ESLint (flat config, typescript-eslint's parser): the import boundaries of the README's Layout as rules, and a few
// correctness rules. No type-aware rules: `npm run typecheck` already runs the compiler, and the lint stays seconds.
// That no import comes back round (no circle, type-only imports included) is dependency-cruiser's rule, run after this
// by `npm run lint` (.dependency-cruiser.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The web app's layers, lowest first: a file imports its own layer and the ones below, never one above. */
const WEB_LAYERS = ['platform', 'session', 'api', 'ui', 'features', 'app'];

/**
 * The server's ground floor, what every module stands on: it imports itself and the modules' contract (server/module.ts)
 * and nothing of a module, which gives it what it needs at start instead (the caller's identity, the migrations).
 */
const SERVER_GROUND = ['http', 'crypto', 'db', 'web', 'config.ts'];
/** The modules' contract: the types a module implements (DomainModule, AppContext, Job), which the ground floor's own module (crypto) implements too. */
const SERVER_CONTRACT = 'module.ts';
/** The server's test floor: test helpers, which build the whole app and may import any module. */
const SERVER_TESTING = 'testing';

/**
 * Crossings the layout allows on purpose, each with its reason: `from` (a file or folder, relative to the root)
 * may import `to` (the same).
 */
const EXCEPTIONS = [
  {
    from: 'perf/gate',
    to: 'tests/e2e/harness',
    why: 'the perf gate measures the same production server and the same emulated phone the end-to-end tests start: one harness, not a copy',
  },
  {
    from: 'server/web/route-preloads.test.ts',
    to: 'src/',
    why: "the build's first script must pick the screen the app shows, so its test runs both on the app's own route table",
  },
  {
    from: 'src/session/state.test.ts',
    to: 'src/api/auth-calls',
    why: "the test proves a URL token leaves the address bar before the first real request carries it, so it starts the session with the real request layer",
  },
  {
    from: 'server/crypto/crypto.test.ts',
    to: 'src/api/crypto',
    why: "response encryption has two ends: the test proves the browser's decryption opens what the server encrypts",
  },
];

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Where a file sits: its top folder; for the web app its layer and feature; for the server its floor. */
function placeOf(file) {
  const parts = path.relative(ROOT, file).split(path.sep);
  const top = parts[0];
  if (top === 'server') return { top, floor: serverFloor(parts[1]), file };
  if (top !== 'src') return { top };
  if (parts.length === 2) return { top, layer: WEB_LAYERS.indexOf('app') }; // src/main.tsx, beside the shell
  const layer = WEB_LAYERS.indexOf(parts[1]);
  return { top, layer: layer >= 0 ? layer : undefined, feature: parts[1] === 'features' ? parts[2] : undefined };
}

/** 'ground', 'contract', 'testing', 'module' (a domain folder) or 'top' (the registry and what is built from it), by the entry under server/. */
function serverFloor(entry) {
  const name = entry?.replace(/\.[jt]s$/, '.ts');
  if (SERVER_GROUND.includes(name)) return 'ground';
  if (name === SERVER_CONTRACT) return 'contract';
  if (name === SERVER_TESTING) return 'testing';
  return entry !== undefined && !/\.[a-z]+$/.test(entry) ? 'module' : 'top';
}

/** Why `file` must not import `target` (both absolute), or null when it may. */
function crossing(file, target) {
  const rel = (p) => path.relative(ROOT, p);
  if (EXCEPTIONS.some((e) => rel(file).startsWith(e.from) && rel(target).startsWith(e.to))) return null;
  const from = placeOf(file);
  const to = placeOf(target);
  if (from.top === 'contracts' && (to.top === 'src' || to.top === 'server')) return 'contracts/ is shared by the server and the web app: it imports neither';
  if (from.top === 'src' && to.top === 'server') return 'the web app imports nothing from server/ (shared schemas and types live in contracts/)';
  if (from.top === 'server' && to.top === 'src') return 'the server imports nothing from src/ (shared schemas and types live in contracts/)';
  if (to.top === 'tests' && from.top !== 'tests' && !isTest(file)) return "test code is no library: only tests import tests/ (the fake native shell, the harness)";
  if (from.top === 'server' && to.top === 'server') return serverCrossing(file, from, to);
  if (from.top !== 'src' || to.top !== 'src' || from.layer === undefined || to.layer === undefined) return null;
  if (to.layer > from.layer) return `src/${WEB_LAYERS[from.layer]} is below src/${WEB_LAYERS[to.layer]}: imports flow ${WEB_LAYERS.join(' → ')}`;
  if (from.feature && to.feature && from.feature !== to.feature) return 'a feature never imports another feature: what two share goes to src/ui or below';
  return null;
}

/**
 * Why a server file must not import another server file, or null when it may. A test stands above what it tests: a
 * test of the ground floor may build the whole app on it (server/testing/'s harness, app.ts, a module's real work).
 */
function serverCrossing(file, from, to) {
  if (isTest(file)) return null;
  if (path.relative(ROOT, file) === 'server/config.ts') return 'config.ts is the floor under the floor: it reads the environment and imports nothing of the server';
  if (to.floor === 'testing' && from.floor !== 'testing') return 'server/testing/ is the test floor: only tests and test helpers import it';
  if (from.floor === 'ground' && !['ground', 'contract'].includes(to.floor)) {
    return `the ground floor (server/${SERVER_GROUND.join(', server/')}) knows no module: a module gives it what it needs at start (the registry's identifyCaller, migrations)`;
  }
  const [, fromEntry] = path.relative(ROOT, file).split(path.sep);
  const [, toEntry, ...inside] = path.relative(ROOT, to.file).split(path.sep);
  if (from.floor === 'module' && to.floor === 'module' && fromEntry !== toEntry && !['index.ts', 'module.ts'].includes(inside.join('/').replace(/\.js$/, '.ts'))) {
    return `another module is used through its public face: import server/${toEntry}/index.ts (add what you need there), not its ${inside.join('/')}`;
  }
  return null;
}

/** Every relative import, re-export, import() and vi.mock() of a file, type-only ones included. */
const boundaries = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{specifier}}: {{why}}' } },
  create(context) {
    const check = (node, source) => {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const why = crossing(context.filename, path.resolve(path.dirname(context.filename), specifier));
      if (why) context.report({ node, messageId: 'crossing', data: { specifier, why } });
    };
    const mocked = (node) => node.callee.type === 'MemberExpression' && node.callee.object.name === 'vi' && node.callee.property.name === 'mock';
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => mocked(node) && check(node, node.arguments[0]),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'tests/output/', 'perf/screenshots/', 'i18n/i18n-*.ts'] },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { lokasi: { rules: { boundaries } }, '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'lokasi/boundaries': 'error',
      'no-debugger': 'error',
      'no-dupe-else-if': 'error',
      'no-duplicate-case': 'error',
      'no-self-assign': 'error',
      'no-self-compare': 'error',
      'no-unreachable': 'error',
      'no-unsafe-finally': 'error',
      'no-constant-binary-expression': 'error',
      'require-yield': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true, caughtErrors: 'none' }],
    },
  },
  {
    // Small functions: at most 80 lines of code (blank lines and comments not counted); a longer one is split into named
    // parts by what they do. Tests are left out: a describe block is a list of cases, and grows with them.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contracts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);
