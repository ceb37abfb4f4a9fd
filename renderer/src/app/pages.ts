import { lazy } from 'react';

// Every view is its own chunk: the first screen loads only what it shows.
export const LandingPage = lazy(() => import('../features/landing/LandingPage'));
export const AuthPage = lazy(() => import('../features/auth/AuthPage'));
export const FeedPage = lazy(() => import('../features/feed/FeedPage'));
export const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
export const PostPage = lazy(() => import('../features/posts/PostPage'));
export const SearchPage = lazy(() => import('../features/search/SearchPage'));
export const HashtagPage = lazy(() => import('../features/posts/HashtagPage'));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
export const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
export const EmbassyPage = lazy(() => import('../features/embassy/EmbassyPage'));
export const HelpPage = lazy(() => import('../features/help/HelpPage'));
export const LegalPage = lazy(() => import('../features/legal/LegalPage'));
export const LegalLayout = lazy(() => import('../features/legal/LegalLayout'));
export const ExplorePage = lazy(() => import('../features/explore/ExplorePage'));
export const GuildsPage = lazy(() => import('../features/guilds/GuildsPage'));
export const CreateGuildPage = lazy(() => import('../features/guilds/CreateGuildPage'));
export const GuildPage = lazy(() => import('../features/guilds/GuildPage'));
export const AdminPage = lazy(() => import('../features/admin/AdminPage'));
export const AdminItemWindow = lazy(() => import('../features/admin/AdminItemWindow'));
