/** Where a notification row may lead: a path inside the app. */

/** `'/posts/1'` as is; anything that could leave the app (`'//host'`, `'/\\host'`, `'https:…'`, `''`) reads as `'/'`. */
export function safeTarget(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/';
}
