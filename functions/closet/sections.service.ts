/**
 * Closet sections (issue 7; spec 02 §2.2 organizer: 'Add Section', Edit, Delete; §3 ClosetSection;
 * §5 'Create section: name non-empty after trimming'; §7 sections). A section belongs to its
 * owner's closet (closetId = owner's user id); at most MAX_CLOSET_SECTIONS (50), ordered by a
 * fractional key (new ones last). Deleting one moves its items to unsectioned ('My Items').
 */
import { randomUUID } from 'node:crypto';
import { generateKeyBetween } from 'fractional-indexing';
import type * as z from 'zod';
import {
  CLOSET_ERRORS,
  MAX_CLOSET_SECTIONS,
  UNSECTIONED,
  type ClosetSection,
  type createSectionSchema,
  type updateSectionSchema,
} from '@seamline/shared/contracts/closet';
import { db } from '../_core/aws-clients';
import { BadRequest, Conflict, Forbidden, NotFound } from '../_core/http-errors';
import { sectionNameKey } from '@seamline/shared/db/entities/closet-section-name';
import { isConditionalFailure } from '../_core/db-errors';
import { assertCanViewCloset, ensureDefaultCloset } from './closet.service';
import { closetSectionDto, type ClosetSectionRow } from './closet-views';

/** All sections of a closet (≤ 50: one consistent Query), sorted by order key (byte order, as the keys are made). */
async function sectionRows(closetId: string): Promise<ClosetSectionRow[]> {
  const { data } = await db.entities.closetSection.query.byId({ closetId }).go({ pages: 'all', consistent: true });
  return data.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.sectionId < b.sectionId ? -1 : 1));
}

/**
 * A closet's sections in order (owner, or anyone when the owner's closet is public).
 * @throws Forbidden (403) 'This closet is private'.
 */
export async function listSections(viewerId: string, closetId: string): Promise<{ items: ClosetSection[] }> {
  await assertCanViewCloset(viewerId, closetId);
  return { items: (await sectionRows(closetId)).map(closetSectionDto) };
}

/**
 * Create a section, last in order, in the caller's own closet. Writes: the closet once (lazily),
 * the section; past the limit after a concurrent create, the section is deleted again (400).
 * @throws Forbidden (403) 'You can only change your own closet' (path or body closetId not the
 *   caller's); BadRequest (400) 'A closet has at most 50 sections'; Conflict (409) 'You already
 *   have a section named {name}' (case-insensitively, issue 17 §3).
 */
export async function createSection(
  callerId: string,
  closetId: string,
  body: z.output<typeof createSectionSchema>,
  now = new Date(),
): Promise<ClosetSection> {
  if (closetId !== callerId || (body.closetId !== undefined && body.closetId !== callerId)) {
    throw new Forbidden(CLOSET_ERRORS.notYourCloset);
  }
  const existing = await sectionRows(closetId);
  if (existing.length >= MAX_CLOSET_SECTIONS) throw new BadRequest(CLOSET_ERRORS.tooManySections);
  assertNameFree(existing, body.name);
  await ensureDefaultCloset(callerId, now);
  const row: ClosetSectionRow = {
    closetId,
    sectionId: randomUUID(),
    userId: callerId,
    name: body.name,
    ...(body.description ? { description: body.description } : {}),
    order: generateKeyBetween(existing.at(-1)?.order ?? null, null),
    createdAt: now.toISOString(),
  };
  const { canceled } = await db.transaction
    .write(({ closetSection, closetSectionName }) => [
      closetSection.create(row).commit(),
      closetSectionName.create({ closetId, nameKey: sectionNameKey(row.name), sectionId: row.sectionId }).commit(),
    ])
    .go();
  if (canceled) throw new Conflict(CLOSET_ERRORS.sectionNameTaken(body.name));
  // Concurrent creates may each have seen room: recount, and past the limit undo this one, so
  // a closet never keeps more than MAX_CLOSET_SECTIONS (racing creators may both give way).
  if ((await sectionRows(closetId)).length > MAX_CLOSET_SECTIONS) {
    await Promise.all([
      db.entities.closetSection.delete({ closetId, sectionId: row.sectionId }).go({ response: 'none' }),
      db.entities.closetSectionName.delete({ closetId, nameKey: sectionNameKey(row.name) }).go({ response: 'none' }),
    ]);
    throw new BadRequest(CLOSET_ERRORS.tooManySections);
  }
  return closetSectionDto(row);
}

/**
 * Refuse a name another section of the closet already has, case-insensitively (issue 17 §3).
 * Catches sections made before the name markers existed; the marker catches concurrent creates.
 * @throws Conflict (409) 'You already have a section named {name}'.
 */
function assertNameFree(rows: ClosetSectionRow[], name: string, exceptSectionId?: string): void {
  const key = sectionNameKey(name);
  if (rows.some((r) => r.sectionId !== exceptSectionId && sectionNameKey(r.name) === key)) {
    throw new Conflict(CLOSET_ERRORS.sectionNameTaken(name));
  }
}

async function requireOwnSection(callerId: string, sectionId: string): Promise<ClosetSectionRow> {
  const { data } = await db.entities.closetSection.get({ closetId: callerId, sectionId }).go({ consistent: true });
  if (!data) throw new NotFound(CLOSET_ERRORS.sectionNotFound);
  return data;
}

/**
 * Move the name marker of `row` to `name` in one transaction (the new marker conditional, the
 * old one removed only when it is this section's), refusing a name the closet already has.
 * @throws Conflict (409) 'You already have a section named {name}'.
 */
async function renameSection(callerId: string, row: ClosetSectionRow, name: string): Promise<void> {
  assertNameFree(await sectionRows(callerId), name, row.sectionId);
  const oldKey = sectionNameKey(row.name);
  const { data: oldMarker } = await db.entities.closetSectionName.get({ closetId: callerId, nameKey: oldKey }).go();
  const { canceled } = await db.transaction
    .write(({ closetSectionName }) => [
      closetSectionName.create({ closetId: callerId, nameKey: sectionNameKey(name), sectionId: row.sectionId }).commit(),
      ...(oldMarker?.sectionId === row.sectionId
        ? [closetSectionName.delete({ closetId: callerId, nameKey: oldKey }).where((a, op) => op.eq(a.sectionId, row.sectionId)).commit()]
        : []),
    ])
    .go();
  if (canceled) throw new Conflict(CLOSET_ERRORS.sectionNameTaken(name));
}

/**
 * Rename / re-describe one of the caller's sections (a null description clears it).
 * @throws NotFound (404) 'Section not found' (missing or someone else's); Conflict (409) 'You
 *   already have a section named {name}'.
 */
export async function updateSection(
  callerId: string,
  sectionId: string,
  body: z.output<typeof updateSectionSchema>,
): Promise<ClosetSection> {
  const row = await requireOwnSection(callerId, sectionId);
  if (body.name !== undefined && sectionNameKey(body.name) !== sectionNameKey(row.name)) {
    await renameSection(callerId, row, body.name);
  }
  const next: ClosetSectionRow = {
    ...row,
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description ?? undefined } : {}),
  };
  try {
    const update = db.entities.closetSection.patch({ closetId: callerId, sectionId }).set({ name: next.name });
    if (body.description === null) await update.remove(['description']).go({ response: 'none' });
    else if (body.description !== undefined) await update.set({ description: body.description }).go({ response: 'none' });
    else await update.go({ response: 'none' });
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(CLOSET_ERRORS.sectionNotFound);
    throw error;
  }
  return closetSectionDto(next);
}

/**
 * Delete one of the caller's sections; its items move to unsectioned ('My Items', spec 02 §2.2).
 * Items first (gsi2 Query pages; one UpdateItem each on the condition `sectionId = <this one>`,
 * so a retry after a partial failure is harmless), then the section. Bounded by the closet size.
 * @returns `{ deleted: true, movedItems }`.
 * @throws NotFound (404) 'Section not found'.
 */
export async function deleteSection(callerId: string, sectionId: string): Promise<{ deleted: true; movedItems: number }> {
  const { name } = await requireOwnSection(callerId, sectionId);
  let movedItems = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { itemId: string; order: string }[]; cursor: string | null } = await db.entities.closetItem.query
      .bySection({ closetId: callerId, sectionId })
      .go({ cursor, limit: 100, attributes: ['itemId', 'order'] });
    const results = await Promise.allSettled(
      page.data.map((item) =>
        db.entities.closetItem
          .patch({ closetId: callerId, itemId: item.itemId })
          .set({ sectionId: UNSECTIONED, order: item.order })
          .where((a, op) => op.eq(a.sectionId, sectionId))
          .go({ response: 'none' }),
      ),
    );
    for (const r of results) {
      if (r.status === 'fulfilled') movedItems++;
      else if (!isConditionalFailure(r.reason)) throw r.reason;
    }
    cursor = page.cursor;
  } while (cursor);
  await db.entities.closetSection.delete({ closetId: callerId, sectionId }).go({ response: 'none' });
  await db.entities.closetSectionName
    .delete({ closetId: callerId, nameKey: sectionNameKey(name) })
    .where((a, op) => op.eq(a.sectionId, sectionId))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
  return { deleted: true, movedItems };
}
