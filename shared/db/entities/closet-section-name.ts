/**
 * ClosetSectionName (issue 17 §3): marker that a closet has a section of this name, keyed by the
 * closet and the trimmed, lower-cased name. Created with `attribute_not_exists(pk)` in the same
 * transaction as the section (and moved in the rename's transaction), so two concurrent creates
 * of 'Work' and 'work' cannot both succeed.
 *
 * Access pattern: create / delete by (closetId, nameKey) inside section transactions.
 */
import { Entity } from 'electrodb';

export const ClosetSectionName = new Entity({
  model: { entity: 'closetSectionName', version: '1', service: 'seamline' },
  attributes: {
    closetId: { type: 'string', required: true },
    /** The section name trimmed and lower-cased (`sectionNameKey`). */
    nameKey: { type: 'string', required: true },
    sectionId: { type: 'string', required: true },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: ['closetId', 'nameKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** The marker key of a section name: trimmed and lower-cased (case-insensitive uniqueness). */
export const sectionNameKey = (name: string): string => name.trim().toLocaleLowerCase('en-US');
