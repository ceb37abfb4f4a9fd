import type { AdminUserList, AdminUserRow, AuditAction, UpdateCitizenInput } from '../../../../shared/admin';
import { auditRepository } from '../../audit/repository';
import { removeSessionsOf } from '../../auth/session-store';
import type { Actor } from '../../lib/actor';
import { citizenListCursor, decodeCursor, pageOf } from '../../lib/cursors';
import type { Db } from '../../lib/db';
import { forbidden, notFound } from '../../lib/errors';
import type { Realtime } from '../../realtime/realtime';
import { citizensRepository } from './repository';

/** The audit entries a change makes: one per thing that actually changed. */
function changesOf(before: AdminUserRow, after: AdminUserRow): AuditAction[] {
  const actions: AuditAction[] = [];
  if (before.roles.admin !== after.roles.admin) actions.push(after.roles.admin ? 'citizen.admin_granted' : 'citizen.admin_revoked');
  if (before.suspended !== after.suspended) actions.push(after.suspended ? 'citizen.suspended' : 'citizen.unsuspended');
  return actions;
}

/** Admins find citizens, grant or revoke the admin role, suspend and lift suspensions. */
export function createCitizensService(deps: { db: Db; realtime: Pick<Realtime, 'disconnectSessions' | 'setAdmin'> }) {
  const { db } = deps;
  return {
    async search(q: string | undefined, cursor: string | undefined, limit: number): Promise<AdminUserList> {
      const rows = await citizensRepository.search(db, q, cursor ? decodeCursor(citizenListCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, citizenListCursor, (last) => ({ c: last.createdAt, id: last.uid }));
      return { users: page, nextCursor };
    },

    /**
     * One transaction: the change, its audit entries, and for a suspension the end of every session of
     * the citizen; their sockets close once it commits. Nobody changes their own account here (403).
     * The admin role takes effect on the citizen's next request, and on their open sockets at once.
     */
    async update(admin: Actor, uid: string, input: UpdateCitizenInput): Promise<AdminUserRow> {
      if (uid === admin.uid) throw forbidden('CANNOT_CHANGE_OWN_ACCOUNT');
      const { before, after, endedSessions } = await db.transaction(async (tx) => {
        const before = await citizensRepository.lock(tx, uid);
        if (!before) throw notFound();
        const suspended = input.suspended ?? before.suspended;
        const after = await citizensRepository.update(tx, uid, {
          admin: input.roles?.admin ?? before.roles.admin,
          suspended,
          suspensionReason: suspended ? (input.suspensionReason ?? before.suspensionReason) : null,
        });
        for (const action of changesOf(before, after)) {
          const note = action === 'citizen.suspended' ? after.suspensionReason : null;
          await auditRepository.record(tx, { actorId: admin.uid, action, targetType: 'citizen', targetId: uid, targetLabel: after.handle, note });
        }
        const endedSessions = after.suspended && !before.suspended ? await removeSessionsOf(tx, uid) : [];
        return { before, after, endedSessions };
      });
      deps.realtime.disconnectSessions(endedSessions);
      if (before.roles.admin !== after.roles.admin) deps.realtime.setAdmin(uid, after.roles.admin);
      return after;
    },
  };
}

export type CitizensService = ReturnType<typeof createCitizensService>;
