/** Values the integration global setup provides to the test files (`inject(...)`). */
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local runtime's gateway URL, `http://localhost:<port>`. */
    baseUrl: string;
    /** The function environment the runtime set (table, endpoints, credentials, DATA_DIR). */
    runtimeEnv: Record<string, string>;
    /** Origin of the fixture store (tests/fixtures/store-pages), in STORE_IMPORT_ALLOW_HOSTS. */
    storeFixtureUrl: string;
  }
}
