/** The products of the 'Recently viewed' row: newest first, each product once. */
export function recentProducts<P extends { id: string }>(finds: readonly { productId: string; product: P }[], max = 12): P[] {
  const seen = new Set<string>();
  const out: P[] = [];
  for (const find of finds) {
    if (seen.has(find.productId)) continue;
    seen.add(find.productId);
    out.push(find.product);
    if (out.length === max) break;
  }
  return out;
}
