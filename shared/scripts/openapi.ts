/** `npm run openapi`: write shared/contracts/openapi.json from the route manifest. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOpenApi } from '../contracts/openapi';

const target = fileURLToPath(new URL('../contracts/openapi.json', import.meta.url));
writeFileSync(target, renderOpenApi());
console.log(`Wrote ${target}`);
