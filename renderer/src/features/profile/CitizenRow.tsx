import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '../../../../shared/users';

/** A citizen in a list: avatar, name and handle leading to their profile, and what can be done with them. */
export function CitizenRow({ user, children }: { user: PublicUser; children?: ReactNode }) {
  return (
    <li className="citizen-row">
      <Link to={`/profile/${user.uid}`} className="citizen-row__who">
        <img src={user.avatarUrl} alt="" width={40} height={40} />
        <span>
          <strong>{user.username}</strong>
          <span className="citizen-row__handle">{user.handle}</span>
        </span>
      </Link>
      {children && <span className="citizen-row__actions">{children}</span>}
    </li>
  );
}
