import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../../shared/users';
import { useFollowMutation, useUnfollowMutation } from './endpoints';

/** Follow, Unfollow, or Requested (a protected account's pending request, which can be withdrawn). */
export function FollowButton({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  const [follow, following] = useFollowMutation();
  const [unfollow, unfollowing] = useUnfollowMutation();
  const busy = following.isLoading || unfollowing.isLoading;
  const { isFollowing, requested } = user.relation;

  const press = () => {
    const call = isFollowing || requested ? unfollow(user.uid) : follow(user.uid);
    call.unwrap().catch((error: unknown) => console.error('Changing the follow failed', error));
  };

  const label = isFollowing ? t('unfollow') : requested ? t('requested') : t('follow');
  return (
    <button type="button" className={`button ${isFollowing || requested ? 'button--ghost' : 'button--primary'}`} disabled={busy} onClick={press}>
      {label}
    </button>
  );
}
