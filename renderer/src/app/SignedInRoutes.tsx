import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { User } from '../../../shared/users';
import { CurrentUserContext } from '../features/auth';
import { PostNoticesProvider } from '../features/posts';
import { useOwnReputationLive } from '../features/reputation';
import { LEGAL_PAGES } from '../features/legal';
import {
  AdminItemWindow,
  AdminPage,
  CreateGuildPage,
  EmbassyPage,
  ExplorePage,
  FeedPage,
  GuildPage,
  GuildsPage,
  HashtagPage,
  HelpPage,
  LegalPage,
  NotificationsPage,
  PostPage,
  ProfilePage,
  SearchPage,
  SettingsPage,
} from './pages';
import { useDesktopBridge } from '../platform/useDesktopBridge';
import { AppLayout } from './shell/AppLayout';

/** The citizen's city (product-spec.md section 2). Unknown paths, and /, /login, /signup, lead to /app. */
export default function SignedInRoutes({ user }: { user: User }) {
  useOwnReputationLive();
  useDesktopBridge();
  // The admin area is for roles.admin only (product-spec.md section 6); everyone else is sent to /app.
  const adminOnly = (page: ReactNode) => (user.roles.admin ? page : <Navigate to="/app" replace />);
  return (
    <CurrentUserContext value={user}>
      <PostNoticesProvider>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/app" element={<FeedPage />} />
            <Route path="/post/:postId" element={<PostPage />} />
            <Route path="/profile/:userId" element={<ProfilePage />} />
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="/search/:query" element={<SearchPage />} />
            <Route path="/hashtag/:tag" element={<HashtagPage />} />
            <Route path="/explore" element={<ExplorePage />} />
            <Route path="/help" element={<HelpPage />} />
            {LEGAL_PAGES.map((page) => (
              <Route key={page} path={`/${page}`} element={<LegalPage page={page} />} />
            ))}
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/embassy" element={<EmbassyPage />} />
            <Route path="/embassy/:conversationId" element={<EmbassyPage />} />
            <Route path="/guilds" element={<GuildsPage />} />
            <Route path="/guilds/create" element={<CreateGuildPage />} />
            <Route path="/guilds/:guildId" element={<GuildPage />} />
            <Route path="/admin/*" element={adminOnly(<AdminPage />)} />
          </Route>
          {/* A queue item's own window: the item alone, without the city's header. */}
          <Route path="/admin/:queue/:itemId" element={adminOnly(<AdminItemWindow />)} />
          <Route path="*" element={<Navigate to="/app" replace />} />
        </Routes>
      </PostNoticesProvider>
    </CurrentUserContext>
  );
}
