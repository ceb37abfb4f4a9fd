// What other features use of search: the city's search, e.g. to find a citizen to invite.
export { useSearchQuery, type SearchResult } from './endpoints';
