/**
 * One throw-away PostgreSQL server for a Vitest file (tests/support/postgres.ts): `suite` is skipped
 * with the reason when PostgreSQL is not installed; `database()` gives each test an empty database.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { postgresSkipReason, startPostgres, type TestPostgres } from "./postgres";

export function postgresSuite(name: string) {
  let server: TestPostgres | undefined;
  beforeAll(async () => {
    if (!postgresSkipReason) server = await startPostgres();
  }, 120_000);
  afterAll(() => server?.stop());
  return {
    suite: (body: () => void) => describe.skipIf(postgresSkipReason !== undefined)(postgresSkipReason ?? name, body),
    database: () => server!.createDatabase(),
  };
}
