import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openPglite } from '../server/src/lib/db';
import { POSTS } from './seed-content';
import { seed } from './seed';

test('the demo city seeds citizens, posts with images, comments and reactions, once', async () => {
  const db = await openPglite();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  try {
    await migrate(db);
    expect(await seed(db, uploads)).toEqual({ citizens: 12, posts: POSTS.length });
    const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n;
    expect(await count('select count(*)::int as n from posts where image_url is not null')).toBe(POSTS.filter((p) => p.image).length);
    expect(await count('select count(*)::int as n from comments')).toBeGreaterThan(15);
    expect(await count('select count(*)::int as n from comments where level >= 2')).toBeGreaterThan(0);
    expect(await count(`select count(*)::int as n from posts where content ~ '[éèàç]'`)).toBeGreaterThan(5);
    expect(await count('select count(*)::int as n from posts p where agree_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.type = $$agree$$)')).toBe(0);
    expect(await count('select count(*)::int as n from posts p where comments_count <> (select count(*) from comments c where c.post_id = p.id)')).toBe(0);
    expect(fs.readdirSync(path.join(uploads, 'posts')).length).toBeGreaterThan(0);
    expect(await seed(db, uploads)).toEqual({ citizens: 0, posts: 0 });
  } finally {
    await db.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  }
});
