/** The lint rule that keeps server-only code out of the browser bundle (ARCHITECTURE §2). */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });
const lint = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.ruleId));

describe('web import boundaries', () => {
  it.each([
    "import { createDbService } from '@seamline/shared/db/service';",
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    "import { Session } from '../../../shared/db/entities/session';",
  ])(
    'rejects in web/: %s',
    async (code) => {
      expect(await lint(`${code}\nexport const x = 1;\n`, 'web/src/lib/example.ts')).toContain('no-restricted-imports');
    },
    // The first lint loads the whole ESLint config (typescript-eslint): seconds on a busy machine.
    30_000,
  );

  it('allows shared contracts in web/ and shared/db on the server', async () => {
    expect(await lint("import { routes } from '@seamline/shared/contracts/manifest';\nexport const r = routes;\n", 'web/src/lib/ok.ts')).toEqual([]);
    expect(
      await lint("import { createDbService } from '@seamline/shared/db/service';\nexport const s = createDbService;\n", 'functions/x/y.ts'),
    ).toEqual([]);
  });
});
