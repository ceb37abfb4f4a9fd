// What the feed shows of Explore: the trending hashtags beside it.
export { TrendingCard } from './TrendingCard';
