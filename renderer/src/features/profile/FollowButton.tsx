import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../../shared/users';
import { useFollowMutation, useUnfollowMutation } from './endpoints';

/** Follow, Following (press to unfollow), or Requested (a protected account's pending request, press to withdraw it). */
export function FollowButton({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  const [follow, following] = useFollowMutation();
  const [unfollow, unfollowing] = useUnfollowMutation();
  const busy = following.isLoading || unfollowing.isLoading;
  const { isFollowing, requested } = user.relation;
  const engaged = isFollowing || requested;

  const press = () => {
    const call = engaged ? unfollow(user.uid) : follow(user.uid);
    call.unwrap().catch((error: unknown) => console.error('Changing the follow failed', error));
  };

  const label = isFollowing ? t('followingButton') : requested ? t('requested') : t('follow');
  return (
    <button
      type="button"
      className={`button ${engaged ? 'button--ghost' : 'button--primary'}`}
      disabled={busy}
      onClick={press}
      aria-pressed={engaged}
      title={isFollowing ? t('unfollowHint') : requested ? t('withdrawHint') : undefined}
    >
      {label}
    </button>
  );
}
