// A post's comment threads, as the post card opens them.
export { Comments } from './Comments';
