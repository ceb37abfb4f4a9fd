// What other features show of guilds: guild cards (search, Explore).
export { GuildCard, GuildCards } from './GuildCard';
