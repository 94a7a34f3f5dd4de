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
import { BadRequest, Forbidden, NotFound } from '../_core/http-errors';
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
 *   caller's); BadRequest (400) 'A closet has at most 50 sections'.
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
  await db.entities.closetSection.create(row).go({ response: 'none' });
  // Concurrent creates may each have seen room: recount, and past the limit undo this one, so
  // a closet never keeps more than MAX_CLOSET_SECTIONS (racing creators may both give way).
  if ((await sectionRows(closetId)).length > MAX_CLOSET_SECTIONS) {
    await db.entities.closetSection.delete({ closetId, sectionId: row.sectionId }).go({ response: 'none' });
    throw new BadRequest(CLOSET_ERRORS.tooManySections);
  }
  return closetSectionDto(row);
}

async function requireOwnSection(callerId: string, sectionId: string): Promise<ClosetSectionRow> {
  const { data } = await db.entities.closetSection.get({ closetId: callerId, sectionId }).go({ consistent: true });
  if (!data) throw new NotFound(CLOSET_ERRORS.sectionNotFound);
  return data;
}

/**
 * Rename / re-describe one of the caller's sections (a null description clears it).
 * @throws NotFound (404) 'Section not found' (missing or someone else's).
 */
export async function updateSection(
  callerId: string,
  sectionId: string,
  body: z.output<typeof updateSectionSchema>,
): Promise<ClosetSection> {
  const row = await requireOwnSection(callerId, sectionId);
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
  await requireOwnSection(callerId, sectionId);
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
  return { deleted: true, movedItems };
}
