// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint (eslint.config.js) gives `file` if it held `code`. */
async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'lokasi/boundaries').map((m) => m.message);
}

describe('import boundaries (the lint rule of npm test)', () => {
  it('let src/ import one way, platform → session → api → ui → features → app', async () => {
    expect(await crossings('src/ui/X.tsx', "import { a } from '../api/request.js';\nimport { b } from '../platform/env.js';")).toEqual([]);
    expect(await crossings('src/platform/x.ts', "import type { A } from '../api/errors.js';")).toEqual([expect.stringMatching(/src\/platform is below src\/api/)]);
    expect(await crossings('src/ui/x.ts', "export { X } from '../features/city/X.js';")).toHaveLength(1);
    expect(await crossings('src/session/x.ts', "vi.mock('../app/routes.js');")).toHaveLength(1);
  });

  it('keep features apart', async () => {
    expect(await crossings('src/features/city/x.ts', "import { a } from './model.js';\nimport { b } from '../../ui/Figure.js';")).toEqual([]);
    expect(await crossings('src/features/city/x.ts', "const m = () => import('../brand/model.js');")).toEqual([expect.stringMatching(/another feature/)]);
  });

  it('keep src/ and server/ apart, and contracts/ out of both', async () => {
    expect(await crossings('src/api/x.ts', "import { a } from '../../server/config.js';\nimport { b } from '../../contracts/geo.js';")).toHaveLength(1);
    expect(await crossings('server/geo/x.ts', "import { a } from '../../src/platform/env.js';")).toHaveLength(1);
    expect(await crossings('contracts/x.ts', "import { a } from '../src/api/errors.js';\nimport { b } from '../server/config.js';")).toHaveLength(2);
  });

  it('keep test code out of the product, where tests may share it', async () => {
    expect(await crossings('server/x.ts', "import { a } from '../tests/e2e/harness/server.js';")).toHaveLength(1);
    expect(await crossings('src/platform/bridge/x.test.ts', "import { a } from '../../../tests/fake-shell/fake-native.js';")).toEqual([]);
  });
});
