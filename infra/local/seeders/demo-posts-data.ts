/**
 * The demo posts of a fresh `npm start` (issue 18 "Demo data"), generated deterministically:
 * the same posts, likes and comments on every machine and run.
 *
 * - {@link POSTING_PEOPLE} of the demo people post 1–2 times each about catalogue products
 *   (favouring the trending leaders), with a caption most of the time, within the last
 *   {@link WINDOW_DAYS} days and after they joined;
 * - every post gets likes from 0–9 other demo people and 0–3 comments; Dana Demo (the shared
 *   demo account) posts {@link DANA_POSTS} and receives more: 6–10 like draws (a draw that repeats
 *   a liker is skipped: at least 5 likes) and 2–4 comments on each, so her bell and post pages
 *   have something to show; she likes a few posts of people she follows;
 * - nobody likes or comments on their own post; one like per (post, person); every like and
 *   comment comes after its post and after its author joined;
 * - shares (issue 32: a repost to one's followers, one per person and post), drawn with their own
 *   seed so the posts, likes and comments above stay as they were: 0–2 on other people's posts,
 *   2–3 on each of Dana's (her bell shows 'Ana and 2 others shared your post'), and Dana shares
 *   the latest post of one person she follows (her post page shows 'Shared'); every share comes
 *   after its post and after its sharer joined, never one's own post.
 */
import { SOCIAL_LIMITS } from '@seamline/shared/contracts/posts';
import { mulberry32 } from '@seamline/shared/domain/random';
import { productIdOf } from './catalogue-data';
import { TRENDING_LEADERS } from './catalogue';
import { DANA_FOLLOWS_IDS, demoPeople, type DemoPerson } from './demo-people-data';
import { DEMO_USER } from './demo-user';

export const DEMO_POSTS_SEED = 18_2026;
/** The shares' own seed (issue 32), so adding them changed no post, like or comment. */
export const DEMO_SHARES_SEED = 32_2026;
/** How many of the demo people (the first ones, in list order) post. */
export const POSTING_PEOPLE = 36;
/** Posts are spread over the last days before the seed. */
export const WINDOW_DAYS = 10;
/** Dana's posts: product, caption and minutes before the seed. */
export const DANA_POSTS = [
  { productId: 'prd-0002', caption: 'Finally found the perfect everyday piece. Thoughts?', minutesAgo: 180 },
  { productId: 'prd-0008', caption: 'Trying something new for the weekend ✨', minutesAgo: 95 },
] as const;

const DAY_MINUTES = 24 * 60;
const CAPTIONS = [
  'Obsessed with this one.',
  'New favourite for the office.',
  'Fits exactly as the size chart says!',
  'Weekend uniform, sorted.',
  'Would you wear this to a wedding?',
  'Runs a little roomy — I sized down.',
  'The colour is even better in person.',
  'Layering season is here 🍂',
  'Comfortable enough for a long flight.',
  'Third one in my closet, no regrets.',
];
const COMMENTS = [
  'Love this on you!',
  'Where did you get it?',
  'That colour is perfect.',
  'Adding this to my moodboard 😍',
  'How is the fit around the waist?',
  'Such a good find.',
  'I have the same one — the quality is great.',
  'Would this work for a summer wedding?',
  'Need this in my closet.',
  'Great pick! <3',
];

export interface DemoPost {
  postId: string;
  userId: string;
  productId: string;
  caption?: string;
  /** Minutes before the seed time. */
  minutesAgo: number;
}
export interface DemoLike {
  postId: string;
  userId: string;
  postAuthorId: string;
  minutesAgo: number;
}
export interface DemoComment {
  commentId: string;
  postId: string;
  userId: string;
  postAuthorId: string;
  content: string;
  minutesAgo: number;
}
export interface DemoShare {
  shareId: string;
  postId: string;
  userId: string;
  postAuthorId: string;
  productId: string;
  minutesAgo: number;
}
export interface DemoSocial {
  posts: DemoPost[];
  likes: DemoLike[];
  comments: DemoComment[];
  shares: DemoShare[];
}

/** The demo posts, likes and comments (module doc), identical on every call. */
export function demoSocial(people: readonly DemoPerson[] = demoPeople()): DemoSocial {
  const rnd = mulberry32(DEMO_POSTS_SEED);
  const int = (n: number) => Math.floor(rnd() * n);
  const joinedMinutesAgo = new Map(people.map((p) => [p.id, p.joinedDaysAgo * DAY_MINUTES]));
  joinedMinutesAgo.set(DEMO_USER.id, Number.POSITIVE_INFINITY);
  const products = [...TRENDING_LEADERS, ...Array.from({ length: 80 }, (_, i) => productIdOf(i))];
  const posts: DemoPost[] = [];
  people.slice(0, POSTING_PEOPLE).forEach((person) => {
    const taken = new Set<string>();
    const count = 1 + int(2);
    for (let k = 0; k < count; k++) {
      let productId = products[int(products.length)]!;
      while (taken.has(productId)) productId = products[int(products.length)]!;
      taken.add(productId);
      // After joining (at least an hour after), within the window.
      const latest = Math.min(WINDOW_DAYS * DAY_MINUTES, joinedMinutesAgo.get(person.id)! - 60);
      const minutesAgo = 30 + int(Math.max(1, latest - 30));
      posts.push({
        postId: `demo-post-${String(posts.length + 1).padStart(3, '0')}`,
        userId: person.id,
        productId,
        ...(rnd() < 0.8 ? { caption: CAPTIONS[int(CAPTIONS.length)]! } : {}),
        minutesAgo,
      });
    }
  });
  DANA_POSTS.forEach((p, k) =>
    posts.push({ postId: `demo-post-dana-${k + 1}`, userId: DEMO_USER.id, productId: p.productId, caption: p.caption, minutesAgo: p.minutesAgo }),
  );

  const likes: DemoLike[] = [];
  const comments: DemoComment[] = [];
  const others = people.slice(0, 64);
  for (const post of posts) {
    const isDana = post.userId === DEMO_USER.id;
    // Someone who had joined before `minutesAgo` and is not the author.
    const actorAt = (minutesAgo: number) => {
      for (let tries = 0; tries < 20; tries++) {
        const p = others[int(others.length)]!;
        if (p.id !== post.userId && joinedMinutesAgo.get(p.id)! > minutesAgo) return p.id;
      }
      return null;
    };
    const after = () => Math.max(1, post.minutesAgo - 1 - int(Math.max(1, post.minutesAgo - 2)));
    const likers = new Set<string>();
    const wantLikes = isDana ? 6 + int(5) : int(10);
    for (let k = 0; k < wantLikes; k++) {
      const minutesAgo = after();
      const userId = actorAt(minutesAgo);
      if (!userId || likers.has(userId)) continue;
      likers.add(userId);
      likes.push({ postId: post.postId, userId, postAuthorId: post.userId, minutesAgo });
    }
    const wantComments = isDana ? 2 + int(3) : int(4);
    for (let k = 0; k < wantComments; k++) {
      const minutesAgo = after();
      const userId = actorAt(minutesAgo);
      if (!userId) continue;
      comments.push({
        commentId: `demo-comment-${String(comments.length + 1).padStart(3, '0')}`,
        postId: post.postId,
        userId,
        postAuthorId: post.userId,
        content: COMMENTS[int(COMMENTS.length)]!.slice(0, SOCIAL_LIMITS.commentMax),
        minutesAgo,
      });
    }
  }
  // Dana likes the latest post of three people she follows.
  for (const followed of DANA_FOLLOWS_IDS.slice(0, 3)) {
    const latest = posts.filter((p) => p.userId === followed).sort((x, y) => x.minutesAgo - y.minutesAgo)[0];
    if (latest) likes.push({ postId: latest.postId, userId: DEMO_USER.id, postAuthorId: followed, minutesAgo: Math.max(1, Math.floor(latest.minutesAgo / 2)) });
  }
  return { posts, likes, comments, shares: demoShares(posts, people, joinedMinutesAgo) };
}

/** The demo shares (module doc), from their own seed. */
function demoShares(posts: readonly DemoPost[], people: readonly DemoPerson[], joinedMinutesAgo: ReadonlyMap<string, number>): DemoShare[] {
  const rnd = mulberry32(DEMO_SHARES_SEED);
  const int = (n: number) => Math.floor(rnd() * n);
  const others = people.slice(0, 64);
  const shares: DemoShare[] = [];
  // One share of a product per person: the sharer's Interaction (person, product, share) is then
  // written once per seed transaction.
  const products = new Set<string>();
  const taken = (userId: string, post: DemoPost) => products.has(`${userId}:${post.productId}`);
  const add = (post: DemoPost, userId: string, minutesAgo: number) =>
    products.add(`${userId}:${post.productId}`) &&
    shares.push({ shareId: `demo-share-${String(shares.length + 1).padStart(3, '0')}`, postId: post.postId, userId, postAuthorId: post.userId, productId: post.productId, minutesAgo });
  for (const post of posts) {
    const want = post.userId === DEMO_USER.id ? 2 + int(2) : int(3);
    const sharers = new Set<string>();
    for (let tries = 0; sharers.size < want && tries < 40; tries++) {
      const minutesAgo = Math.max(1, post.minutesAgo - 1 - int(Math.max(1, post.minutesAgo - 2)));
      const p = others[int(others.length)]!;
      if (p.id === post.userId || sharers.has(p.id) || taken(p.id, post) || joinedMinutesAgo.get(p.id)! <= minutesAgo) continue;
      sharers.add(p.id);
      add(post, p.id, minutesAgo);
    }
  }
  // Dana shares the latest post of the first person she follows who posted.
  const followed = DANA_FOLLOWS_IDS.map((id) => posts.filter((p) => p.userId === id).sort((x, y) => x.minutesAgo - y.minutesAgo)[0]).find(Boolean);
  if (followed && !taken(DEMO_USER.id, followed)) add(followed, DEMO_USER.id, Math.max(1, Math.floor(followed.minutesAgo / 3)));
  return shares;
}
