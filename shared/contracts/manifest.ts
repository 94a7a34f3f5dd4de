/**
 * The route manifest: the ONE list of HTTP routes (ARCHITECTURE §3).
 *
 * Each entry is keyed by its API Gateway route key (`"GET /api/users/{userId}/follow"`) and gives
 * the owning area (one Lambda function per area: `functions/<area>/handler.ts`), the auth level
 * (`public` | `user` | `admin`) and the zod schemas of path parameters, query string, body and
 * the success response. The CDK api stack, the local gateway, the web API client, the OpenAPI
 * document and the contract tests are all generated from this object.
 */
import * as z from 'zod';
import { pageQuerySchema, type emptySchema } from './common';
import { healthResponseSchema } from './health';
import {
  forgotPasswordSchema,
  loginSchema,
  publicUserSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  successSchema,
  userResponseSchema,
  verifyEmailSchema,
} from './auth';
import {
  onboardingQuerySchema,
  onboardingStateSchema,
  onboardingUpdateSchema,
  profileUpdateSchema,
  stylePreferencesResponseSchema,
  stylePreferencesSchema,
} from './profile';
import { measurementsInputSchema, measurementsSchema } from './measurements';
import { privacySettingsInputSchema, privacySettingsSchema } from './privacy';
import { sizeRecommendationsQuerySchema, sizeRecommendationsSchema } from './sizing';
import { avatarParamsSchema, presignedPostSchema, profilePhotoPresignSchema } from './media';
import { analyzeFitResponseSchema, analyzeFitSchema, scanPhotoPresignSchema, scanResultSchema, scanToFitSchema } from './scan';
import { adminLoginSchema, performanceReportSchema } from './admin';
import {
  fitScoreRequestSchema,
  fitScoreResultSchema,
  interactionResultSchema,
  interactionSchema,
  productIdParamsSchema,
  productPageSchema,
  productSchema,
  productsQuerySchema,
  recentFindPageSchema,
  recommendationListSchema,
  trendingSchema,
} from './catalogue';
import {
  addMoodboardItemSchema,
  collectionItemRequestSchema,
  collectionPageSchema,
  collectionSaveResultSchema,
  createMoodboardSchema,
  deleteMoodboardResultSchema,
  moodboardIdParamsSchema,
  moodboardItemPageSchema,
  moodboardItemSaveResultSchema,
  moodboardPageSchema,
  moodboardSchema,
  userMoodboardParamsSchema,
} from './collections';
import { addClosetItemResultSchema, addClosetItemSchema, closetIdParamsSchema, closetItemPageSchema } from './closet';
import {
  followRelationPageSchema,
  followStateSchema,
  personCardListSchema,
  personCardPageSchema,
  publicProfileSchema,
  removeFollowerSchema,
  similarUsersSchema,
  userIdParamsSchema,
  userSearchQuerySchema,
} from './people';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthLevel = 'public' | 'user' | 'admin';

/** One route of the manifest. `path` uses API Gateway syntax: `/api/users/{userId}`. */
export interface RouteDef<
  A extends string = string,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  area: A;
  auth: AuthLevel;
  summary: string;
  /** Path parameters; keys must equal the `{names}` in `path`. */
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Success status; 200 unless said (201 create, 202 accepted, 204 no content, 302 redirect). */
  status?: 200 | 201 | 202 | 204 | 302;
}

function route<
  const A extends string,
  P extends z.ZodType = typeof emptySchema,
  Q extends z.ZodType = typeof emptySchema,
  B extends z.ZodType = typeof emptySchema,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<A, P, Q, B, R>): RouteDef<A, P, Q, B, R> {
  return def;
}

export const routes = {
  'GET /api/health': route({
    method: 'GET',
    path: '/api/health',
    area: 'health',
    auth: 'public',
    summary: 'Liveness check',
    response: healthResponseSchema,
  }),
  'GET /api/auth/user': route({
    method: 'GET',
    path: '/api/auth/user',
    area: 'auth',
    auth: 'user',
    summary: 'The signed-in user (401 without a session)',
    response: publicUserSchema,
  }),
  'POST /api/auth/register': route({
    method: 'POST',
    path: '/api/auth/register',
    area: 'auth',
    auth: 'public',
    summary: 'Create an account, start a session and send the verification email',
    body: registerSchema,
    response: registerResponseSchema,
    status: 201,
  }),
  'POST /api/auth/login': route({
    method: 'POST',
    path: '/api/auth/login',
    area: 'auth',
    auth: 'public',
    summary: 'Sign in by username or email; sets a fresh session cookie',
    body: loginSchema,
    response: userResponseSchema,
  }),
  'POST /api/auth/logout': route({
    method: 'POST',
    path: '/api/auth/logout',
    area: 'auth',
    auth: 'public',
    summary: 'End the current session (if any) and clear the cookie',
    response: z.null(),
    status: 204,
  }),
  'POST /api/auth/verify-email': route({
    method: 'POST',
    path: '/api/auth/verify-email',
    area: 'auth',
    auth: 'public',
    summary: 'Verify an email address with the one-time token from the email',
    body: verifyEmailSchema,
    response: successSchema,
  }),
  'POST /api/auth/resend-verification': route({
    method: 'POST',
    path: '/api/auth/resend-verification',
    area: 'auth',
    auth: 'user',
    summary: 'Send a new verification email (3 per hour)',
    response: successSchema,
    status: 202,
  }),
  'POST /api/auth/forgot-password': route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    area: 'auth',
    auth: 'public',
    summary: 'Email a password reset link if the account exists (always 202)',
    body: forgotPasswordSchema,
    response: successSchema,
    status: 202,
  }),
  'POST /api/auth/reset-password': route({
    method: 'POST',
    path: '/api/auth/reset-password',
    area: 'auth',
    auth: 'public',
    summary: "Set a new password with a reset token; ends the user's other sessions",
    body: resetPasswordSchema,
    response: successSchema,
  }),
  'GET /api/auth/onboarding': route({
    method: 'GET',
    path: '/api/auth/onboarding',
    area: 'auth',
    auth: 'user',
    summary: 'Onboarding milestones of a user (oneself only)',
    query: onboardingQuerySchema,
    response: onboardingStateSchema,
  }),
  'POST /api/auth/onboarding/{userId}': route({
    method: 'POST',
    path: '/api/auth/onboarding/{userId}',
    area: 'auth',
    auth: 'user',
    summary: 'Mark one onboarding milestone complete (oneself only)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: onboardingUpdateSchema,
    response: onboardingStateSchema,
  }),
  'PUT /api/auth/profile/{userId}': route({
    method: 'PUT',
    path: '/api/auth/profile/{userId}',
    area: 'auth',
    auth: 'user',
    summary: 'Update the profile (oneself only)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: profileUpdateSchema,
    response: publicUserSchema,
  }),
  'GET /api/users/{userId}/style-preferences': route({
    method: 'GET',
    path: '/api/users/{userId}/style-preferences',
    area: 'auth',
    auth: 'user',
    summary: 'Style preferences (oneself only)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    response: stylePreferencesResponseSchema,
  }),
  'PUT /api/users/{userId}/style-preferences': route({
    method: 'PUT',
    path: '/api/users/{userId}/style-preferences',
    area: 'auth',
    auth: 'user',
    summary: 'Save style preferences (oneself only; at least one category)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: stylePreferencesSchema,
    response: stylePreferencesResponseSchema,
  }),
  'GET /api/login': route({
    method: 'GET',
    path: '/api/login',
    area: 'auth',
    auth: 'public',
    summary: 'Old hosting-provider sign-in: redirects to /login',
    response: z.null(),
    status: 302,
  }),
  'GET /api/users/{userId}/measurements': route({
    method: 'GET',
    path: '/api/users/{userId}/measurements',
    area: 'measurements',
    auth: 'user',
    summary: 'Current measurements (oneself only; 404 when none saved)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    response: measurementsSchema,
  }),
  'POST /api/users/{userId}/measurements': route({
    method: 'POST',
    path: '/api/users/{userId}/measurements',
    area: 'measurements',
    auth: 'user',
    summary: 'Save a new measurements version (oneself only)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: measurementsInputSchema,
    response: measurementsSchema,
    status: 201,
  }),
  'POST /api/uploads/profile-photo': route({
    method: 'POST',
    path: '/api/uploads/profile-photo',
    area: 'media',
    auth: 'user',
    summary: "Presigned POST for a profile photo under the caller's prefix",
    body: profilePhotoPresignSchema,
    response: presignedPostSchema,
  }),
  'GET /api/users/{userId}/avatar': route({
    method: 'GET',
    path: '/api/users/{userId}/avatar',
    area: 'media',
    auth: 'user',
    summary: "Redirect to a short-lived URL of the user's profile photo (404 when none)",
    params: avatarParamsSchema,
    response: z.null(),
    status: 302,
  }),
  'POST /api/admin/login': route({
    method: 'POST',
    path: '/api/admin/login',
    area: 'admin',
    auth: 'public',
    summary: 'Admin sign-in; sets the admin-only cookie (SameSite=Strict, 8 h)',
    body: adminLoginSchema,
    response: z.object({ success: z.literal(true) }),
  }),
  'POST /api/admin/logout': route({
    method: 'POST',
    path: '/api/admin/logout',
    area: 'admin',
    auth: 'admin',
    summary: 'End the admin session',
    response: z.null(),
    status: 204,
  }),
  'POST /api/analytics/performance': route({
    method: 'POST',
    path: '/api/analytics/performance',
    area: 'analytics',
    auth: 'admin',
    summary: 'Performance reports (admin only; `{ test: true }` probes access)',
    body: performanceReportSchema,
    response: z.object({ success: z.literal(true) }),
  }),
  'GET /api/users/{userId}/privacy': route({
    method: 'GET',
    path: '/api/users/{userId}/privacy',
    area: 'measurements',
    auth: 'user',
    summary: 'Privacy settings (oneself only; the spec defaults while never saved)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    response: privacySettingsSchema,
  }),
  'PUT /api/users/{userId}/privacy': route({
    method: 'PUT',
    path: '/api/users/{userId}/privacy',
    area: 'measurements',
    auth: 'user',
    summary: 'Replace the privacy settings (oneself only)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: privacySettingsInputSchema,
    response: privacySettingsSchema,
  }),
  'GET /api/users/{userId}/size-recommendations': route({
    method: 'GET',
    path: '/api/users/{userId}/size-recommendations',
    area: 'measurements',
    auth: 'user',
    summary: 'Best size and match % per brand for the saved measurements (oneself only)',
    params: z.object({ userId: z.string().min(1).max(64) }),
    query: sizeRecommendationsQuerySchema,
    response: sizeRecommendationsSchema,
  }),
  'POST /api/uploads/scan-photo': route({
    method: 'POST',
    path: '/api/uploads/scan-photo',
    area: 'scan',
    auth: 'user',
    summary: "Presigned POST for a body scan photo under the caller's temporary scan prefix",
    body: scanPhotoPresignSchema,
    response: presignedPostSchema,
  }),
  'POST /api/scan-to-fit': route({
    method: 'POST',
    path: '/api/scan-to-fit',
    area: 'scan',
    auth: 'user',
    summary: 'Body scan of uploaded photos: measurements saved as current (photo_ai) and returned',
    body: scanToFitSchema,
    response: scanResultSchema,
  }),
  'POST /api/analyze-fit': route({
    method: 'POST',
    path: '/api/analyze-fit',
    area: 'scan',
    auth: 'user',
    summary: 'Onboarding body scan of one uploaded photo (measurements in inches, not saved)',
    body: analyzeFitSchema,
    response: analyzeFitResponseSchema,
  }),
  // People (issue 5): fit-similar matches, suggestions, search, directory, follows, profile.
  'GET /api/users/{userId}/connect-matches': route({
    method: 'GET',
    path: '/api/users/{userId}/connect-matches',
    area: 'people',
    auth: 'user',
    summary: "'Perfect Fit Matches': people with fit similarity ≥ 92, best first, at most 50 (oneself only)",
    params: userIdParamsSchema,
    response: personCardListSchema,
  }),
  'GET /api/users/{userId}/suggested-connections': route({
    method: 'GET',
    path: '/api/users/{userId}/suggested-connections',
    area: 'people',
    auth: 'user',
    summary: "'People You Might Know': friends of friends and shared style categories, ranked and explained (oneself only)",
    params: userIdParamsSchema,
    response: personCardListSchema,
  }),
  'GET /api/users/{userId}/similar': route({
    method: 'GET',
    path: '/api/users/{userId}/similar',
    area: 'people',
    auth: 'user',
    summary: 'Users with 92%+ fit match in the spec 02 Similar user shape (oneself only)',
    params: userIdParamsSchema,
    response: similarUsersSchema,
  }),
  'GET /api/users/search': route({
    method: 'GET',
    path: '/api/users/search',
    area: 'people',
    auth: 'user',
    summary: 'People whose username or name starts with q (case-insensitive), paginated',
    query: userSearchQuerySchema,
    response: personCardPageSchema,
  }),
  'GET /api/users': route({
    method: 'GET',
    path: '/api/users',
    area: 'people',
    auth: 'user',
    summary: 'Directory of people, newest first, paginated',
    query: pageQuerySchema,
    response: personCardPageSchema,
  }),
  'GET /api/users/{userId}/profile': route({
    method: 'GET',
    path: '/api/users/{userId}/profile',
    area: 'people',
    auth: 'user',
    summary: 'Public profile with real counts; measurements only when the person allows the viewer',
    params: userIdParamsSchema,
    response: publicProfileSchema,
  }),
  'POST /api/users/{userId}/follow': route({
    method: 'POST',
    path: '/api/users/{userId}/follow',
    area: 'people',
    auth: 'user',
    summary: 'Follow userId (idempotent; oneself → 400)',
    params: userIdParamsSchema,
    response: followStateSchema,
  }),
  'POST /api/users/{userId}/unfollow': route({
    method: 'POST',
    path: '/api/users/{userId}/unfollow',
    area: 'people',
    auth: 'user',
    summary: 'Unfollow userId (measurements-page reading; 404 when not following)',
    params: userIdParamsSchema,
    response: followStateSchema,
  }),
  'DELETE /api/users/{userId}/unfollow': route({
    method: 'DELETE',
    path: '/api/users/{userId}/unfollow',
    area: 'people',
    auth: 'user',
    summary: 'Unfollow userId (followers-page reading; 404 when not following)',
    params: userIdParamsSchema,
    response: followStateSchema,
  }),
  'DELETE /api/users/{userId}/remove-follower': route({
    method: 'DELETE',
    path: '/api/users/{userId}/remove-follower',
    area: 'people',
    auth: 'user',
    summary: "Remove userId from the caller's followers (404 when they do not follow the caller)",
    params: userIdParamsSchema,
    response: removeFollowerSchema,
  }),
  'GET /api/users/{userId}/followers': route({
    method: 'GET',
    path: '/api/users/{userId}/followers',
    area: 'people',
    auth: 'user',
    summary: "userId's followers, newest first, paginated",
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: followRelationPageSchema,
  }),
  'GET /api/users/{userId}/following': route({
    method: 'GET',
    path: '/api/users/{userId}/following',
    area: 'people',
    auth: 'user',
    summary: 'The people userId follows, newest first, paginated',
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: followRelationPageSchema,
  }),
  // Catalogue (issue 6): products, fit scores, recommendations, trending, recent finds, interactions.
  'GET /api/products': route({
    method: 'GET',
    path: '/api/products',
    area: 'catalogue',
    auth: 'user',
    summary: 'Products, newest first, optionally of one category, paginated from an index',
    query: productsQuerySchema,
    response: productPageSchema,
  }),
  'GET /api/products/trending': route({
    method: 'GET',
    path: '/api/products/trending',
    area: 'catalogue',
    auth: 'user',
    summary: "'Trending Now': the 4 products most saved and liked in the last 7 days (newest products fill up)",
    response: trendingSchema,
  }),
  'GET /api/products/{productId}': route({
    method: 'GET',
    path: '/api/products/{productId}',
    area: 'catalogue',
    auth: 'user',
    summary: 'One product',
    params: productIdParamsSchema,
    response: productSchema,
  }),
  'POST /api/products/{productId}/fit-score': route({
    method: 'POST',
    path: '/api/products/{productId}/fit-score',
    area: 'catalogue',
    auth: 'user',
    summary: "The caller's fit score for a product from their measurements and its size chart (70/medium without measurements)",
    params: productIdParamsSchema,
    body: fitScoreRequestSchema,
    response: fitScoreResultSchema,
  }),
  'GET /api/users/{userId}/recommendations': route({
    method: 'GET',
    path: '/api/users/{userId}/recommendations',
    area: 'catalogue',
    auth: 'user',
    summary: 'AI Picks: products ranked by fit, style preferences and saves, with size and match % (oneself only)',
    params: userIdParamsSchema,
    response: recommendationListSchema,
  }),
  'GET /api/recent-finds/{userId}': route({
    method: 'GET',
    path: '/api/recent-finds/{userId}',
    area: 'catalogue',
    auth: 'user',
    summary: 'Products the caller opened, liked, shared or saved recently, newest first (oneself only)',
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: recentFindPageSchema,
  }),
  'POST /api/interactions': route({
    method: 'POST',
    path: '/api/interactions',
    area: 'catalogue',
    auth: 'user',
    summary: 'Record a like, share or view of a product (a view or like also records a recent find)',
    body: interactionSchema,
    response: interactionResultSchema,
  }),
  // Saved items and moodboards (issue 6).
  'POST /api/collection': route({
    method: 'POST',
    path: '/api/collection',
    area: 'collections',
    auth: 'user',
    summary: "Save a product to the caller's collection (idempotent; 'Missing data' without a product)",
    body: collectionItemRequestSchema,
    response: collectionSaveResultSchema,
    status: 201,
  }),
  'POST /api/collection-items': route({
    method: 'POST',
    path: '/api/collection-items',
    area: 'collections',
    auth: 'user',
    summary: 'Same as POST /api/collection (the Discover save button reading)',
    body: collectionItemRequestSchema,
    response: collectionSaveResultSchema,
    status: 201,
  }),
  'GET /api/users/{userId}/collection': route({
    method: 'GET',
    path: '/api/users/{userId}/collection',
    area: 'collections',
    auth: 'user',
    summary: 'Saved items, newest first, paginated (oneself only)',
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: collectionPageSchema,
  }),
  'POST /api/moodboards': route({
    method: 'POST',
    path: '/api/moodboards',
    area: 'collections',
    auth: 'user',
    summary: 'Create a moodboard for the caller',
    body: createMoodboardSchema,
    response: moodboardSchema,
    status: 201,
  }),
  'GET /api/users/{userId}/moodboards': route({
    method: 'GET',
    path: '/api/users/{userId}/moodboards',
    area: 'collections',
    auth: 'user',
    summary: "userId's moodboards, newest first (others see only public ones), paginated",
    params: userIdParamsSchema,
    query: pageQuerySchema,
    response: moodboardPageSchema,
  }),
  'GET /api/moodboards/{moodboardId}': route({
    method: 'GET',
    path: '/api/moodboards/{moodboardId}',
    area: 'collections',
    auth: 'user',
    summary: 'One moodboard (a private one only for its owner; 404 otherwise)',
    params: moodboardIdParamsSchema,
    response: moodboardSchema,
  }),
  'POST /api/moodboards/{moodboardId}/items': route({
    method: 'POST',
    path: '/api/moodboards/{moodboardId}/items',
    area: 'collections',
    auth: 'user',
    summary: "Add a product to one of the caller's moodboards (idempotent)",
    params: moodboardIdParamsSchema,
    body: addMoodboardItemSchema,
    response: moodboardItemSaveResultSchema,
    status: 201,
  }),
  'GET /api/moodboards/{moodboardId}/items': route({
    method: 'GET',
    path: '/api/moodboards/{moodboardId}/items',
    area: 'collections',
    auth: 'user',
    summary: 'Items of a moodboard in the order added, paginated (private boards: owner only)',
    params: moodboardIdParamsSchema,
    query: pageQuerySchema,
    response: moodboardItemPageSchema,
  }),
  'DELETE /api/users/{userId}/moodboards/{moodboardId}': route({
    method: 'DELETE',
    path: '/api/users/{userId}/moodboards/{moodboardId}',
    area: 'collections',
    auth: 'user',
    summary: 'Delete one of the caller\'s moodboards and its items',
    params: userMoodboardParamsSchema,
    response: deleteMoodboardResultSchema,
  }),
  // Closet, the part the catalogue needs (issue 6); the closet issue adds the rest.
  'POST /api/closets/{closetId}/items': route({
    method: 'POST',
    path: '/api/closets/{closetId}/items',
    area: 'closet',
    auth: 'user',
    summary: "Add a catalogue product to the caller's own closet (idempotent per product)",
    params: closetIdParamsSchema,
    body: addClosetItemSchema,
    response: addClosetItemResultSchema,
    status: 201,
  }),
  // Spec reading `/api/closets/{userId}/items`: a default closet's id IS its owner's user id, and
  // API Gateway refuses two variable names at one path level, so every closet route says {closetId}.
  'GET /api/closets/{closetId}/items': route({
    method: 'GET',
    path: '/api/closets/{closetId}/items',
    area: 'closet',
    auth: 'user',
    summary: "A closet's items (closetId = the owner's user id) in closet order with products and the total, paginated",
    params: closetIdParamsSchema,
    query: pageQuerySchema,
    response: closetItemPageSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
export type Area = Routes[RouteKey]['area'];
export type RouteKeysOfArea<A extends Area> = {
  [K in RouteKey]: Routes[K]['area'] extends A ? K : never;
}[RouteKey];

/** The schema of an optional route field (`body?: B` reads as `B | undefined`), else `D`. */
type SchemaOr<T, D> = [Exclude<T, undefined>] extends [z.ZodType] ? Exclude<T, undefined> : D;
export type RouteParams<K extends RouteKey> = z.infer<SchemaOr<Routes[K]['params'], typeof emptySchema>>;
export type RouteQuery<K extends RouteKey> = z.infer<SchemaOr<Routes[K]['query'], typeof emptySchema>>;
/** The body a client sends (schema input). */
export type RouteBody<K extends RouteKey> = z.input<SchemaOr<Routes[K]['body'], typeof emptySchema>>;
/** The body a handler receives after validation (schema output: defaults and transforms applied). */
export type RouteParsedBody<K extends RouteKey> = z.output<SchemaOr<Routes[K]['body'], typeof emptySchema>>;
export type RouteResponse<K extends RouteKey> = z.infer<Routes[K]['response']>;

/** Every route as a list, for generators (CDK, gateway, OpenAPI, contract tests). */
export const routeList = (Object.keys(routes) as RouteKey[]).map((key) => ({
  key,
  ...(routes[key] as RouteDef),
}));

/** The areas, one Lambda function each, in a stable order. */
export const areas = [...new Set(routeList.map((r) => r.area))].sort() as Area[];

export { buildPath, pathParamNames } from './paths';
