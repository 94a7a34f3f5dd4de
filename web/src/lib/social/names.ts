/** How the social screens name a person (never an email: posts carry none, issue 18). */
import type { PostAuthor } from '@seamline/shared/contracts/posts';

/** 'Ana Lima', else 'Ana', else the username: the name a comment or a post header shows. */
export function fullNameOf(person: Pick<PostAuthor, 'firstName' | 'lastName' | 'username'>): string {
  const name = [person.firstName, person.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name || person.username;
}

/** 'Ana', else the username: the short name of the liker line ('Ana, Ben, Cy +12 others'). */
export function shortNameOf(person: Pick<PostAuthor, 'firstName' | 'username'>): string {
  return person.firstName?.trim() || person.username;
}
