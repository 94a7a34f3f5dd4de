/**
 * Uniqueness marker (ARCHITECTURE §5): one item per taken username and per taken email,
 * keyed by the kind and the LOWER-CASED value, pointing at the owning user. Created with
 * `attribute_not_exists(pk)` in the same TransactWriteItems as the User, so two accounts can
 * never share a username or an email, case-insensitively, even under concurrent sign-ups.
 *
 * Access patterns: get by (kind, value) — login by username or email, duplicate checks.
 */
import { Entity } from 'electrodb';

export const UNIQUE_KINDS = ['username', 'email'] as const;
export type UniqueKind = (typeof UNIQUE_KINDS)[number];

export const Uniqueness = new Entity({
  model: { entity: 'uniqueness', version: '1', service: 'seamline' },
  attributes: {
    kind: { type: UNIQUE_KINDS, required: true },
    /** The value lower-cased (and trimmed) by the writer. */
    value: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byValue: {
      pk: { field: 'pk', composite: ['kind', 'value'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** The marker key of a value: trimmed and lower-cased (case-insensitive uniqueness). */
export const uniqueValue = (value: string): string => value.trim().toLowerCase();
