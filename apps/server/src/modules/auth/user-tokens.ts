import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { hoursFromNow } from '../../lib/time';

type Purpose = (typeof userTokens.$inferSelect)['purpose'];

const TTL_HOURS: Record<Purpose, number> = { verify_email: 48, reset_password: 1 };

/** Issues a one-time link token, replacing any unused one of the same purpose. */
export async function issueUserToken(db: Db, userId: string, purpose: Purpose): Promise<string> {
  const token = randomToken();
  await db
    .delete(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: hoursFromNow(TTL_HOURS[purpose]),
  });
  return token;
}

/** Marks a valid token used and answers its user; invalid, used and expired tokens answer null. */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: Purpose,
): Promise<string | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
