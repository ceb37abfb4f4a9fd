import type { Queryable } from '../lib/db';

export const healthRepository = {
  /** Resolves when the database answers a query; throws when it does not. */
  async ping(db: Queryable): Promise<void> {
    await db.query('select 1');
  },
};
