/** The 'Trending Now' count line under a card. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** '12 saves · 5 likes', '1 save', '' when both are 0 (a newest-product filler). */
export function trendingCounts(saves: number, likes: number): string {
  return [saves > 0 ? plural(saves, 'save') : null, likes > 0 ? plural(likes, 'like') : null].filter(Boolean).join(' · ');
}
