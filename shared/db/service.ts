/**
 * The ElectroDB Service over the one table: every entity, bound to a client and table name.
 * Server-only (the web app may not import `shared/db`; a lint rule enforces it).
 */
import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Session } from './entities/session';
import { Connection } from './entities/connection';
import { User } from './entities/user';

export const entities = { session: Session, connection: Connection, user: User };

/** Bind the entities to a DocumentClient and table name. */
export function createDbService(client: DynamoDBDocumentClient, table: string) {
  return new Service(entities, { client, table });
}

export type DbService = ReturnType<typeof createDbService>;
