import { z } from 'zod';

// The one primitive for text a client sends: what PostgreSQL cannot store is refused at the edge,
// with a code the renderer translates, instead of failing deep in the database as a 500.

/** A UTF-16 half without its other half: no encoding can carry it, so it cannot be stored or shown. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL (PostgreSQL's text cannot hold it) and lone surrogates. */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Any string of user text: refused with INVALID_CHARACTERS when the database could not store it. Chain trim/min/max after it. */
export const safeText = () => z.string().refine(isStorableText, 'INVALID_CHARACTERS');

/** Characters that show nothing by themselves: zero-width and other default-ignorable ones, spaces, controls, lone marks, the braille blank. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{C}\p{M}\u2800]/gu;

/** Does the text show at least one character? A name of zero-width characters shows none. */
export const hasVisibleCharacter = (value: string) => value.replace(INVISIBLE, '').length > 0;

/** A display name: stored text, trimmed, with something visible in it (product-spec: 'Please fill out your display name and username'). */
export const displayNameSchema = (maxLength: number) =>
  safeText().trim().refine(hasVisibleCharacter, 'PROFILE_FIELDS_REQUIRED').max(maxLength, 'DISPLAY_NAME_TOO_LONG');

/** The city's ids (users, posts, comments, disputes) are UUIDs: anything else names nothing. */
export const idSchema = z.uuid();
