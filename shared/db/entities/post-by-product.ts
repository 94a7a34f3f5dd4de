/**
 * PostByProduct: "the post of (user, product)" — the uniqueness item of spec 02 §4's lazy post
 * (the first like or comment on an item that has no post creates one). Created with
 * `attribute_not_exists(pk)` in the same transaction as the Post by
 * `PUT /api/posts/by-product/{productId}`, so a double click or two tabs create ONE post; the
 * loser reads this item and answers the winner's post. `POST /api/posts` also claims it when
 * it is free (that post becomes the item's post). Deleted with its post (condition `postId`).
 *
 * Access pattern: get / create / delete by (user, product): table, pk `$seamline#userid_<id>`,
 * sk `$postbyproduct_1#productid_<id>`.
 */
import { Entity } from 'electrodb';

export const PostByProduct = new Entity({
  model: { entity: 'postByProduct', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    productId: { type: 'string', required: true, readOnly: true },
    postId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUserProduct: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['productId'] },
    },
  },
});
