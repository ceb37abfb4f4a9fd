// The seed's post ids: UUIDs, as every id the API accepts (cursors and paths refuse anything else),
// numbered so that post i is found again without a query.
export const SEEDED_POST_PREFIX = '00000000-0000-4000-8000-';

export const seededPostId = (i: number) => `${SEEDED_POST_PREFIX}${i.toString(16).padStart(12, '0')}`;
