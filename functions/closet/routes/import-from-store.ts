/**
 * `POST /api/closets/{closetId}/imports` {url}: read a store product page (JSON-LD, else Open
 * Graph) to prefill a custom item; own closet only; public http(s) addresses only (spec 02 §2.15).
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { importFromStore } from '../store-import/import-product';

export const importFromStoreRoute: RouteImpl<'POST /api/closets/{closetId}/imports'> = async ({
  params,
  body,
  caller,
}) => reply({ status: 200, body: await importFromStore(caller.userId, params.closetId, body.url) });
