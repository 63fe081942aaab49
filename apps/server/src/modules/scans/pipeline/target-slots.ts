import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from './probe-queries';

/**
 * Cross-worker concurrency per target. Each target has `concurrency` slot rows; a batch leases
 * some (holder = its claim token) and runs one probe per slot at a time, so across every worker
 * at most `concurrency` probes are in flight. Leases are renewed while held and lapse when a
 * worker dies. Two statements per batch, none per probe.
 */
export type SlotLease = {
  targetId: string;
  holder: string;
  concurrency: number;
  leaseMs: number;
};

const secs = (ms: number) => ms / 1000;

/** Creates the target's slot rows if missing (a raised concurrency adds rows). */
export async function ensureSlots(db: Db, lease: SlotLease): Promise<void> {
  await db.execute(sql`
    insert into target_slots (target_id, slot)
    select ${lease.targetId}, g from generate_series(0, ${lease.concurrency - 1}) g
    on conflict do nothing`);
}

/** Leases up to `want` free slots among the first `concurrency`. */
export async function acquireSlots(db: Db, lease: SlotLease, want: number): Promise<number[]> {
  if (want <= 0) return [];
  const result = await db.execute(sql`
    update target_slots set holder = ${lease.holder},
      expires_at = now() + make_interval(secs => ${secs(lease.leaseMs)})
    where (target_id, slot) in (
      select target_id, slot from target_slots
      where target_id = ${lease.targetId} and slot < ${lease.concurrency}
        and (holder is null or expires_at < now())
      order by slot
      limit ${want}
      for update skip locked
    )
    returning slot`);
  return rowsOf<{ slot: number }>(result).map((row) => row.slot);
}

/** Renews every slot the holder has; answers the slots still held (a lapsed one may be gone). */
export async function renewSlots(db: Db, lease: SlotLease): Promise<number[]> {
  const result = await db.execute(sql`
    update target_slots set expires_at = now() + make_interval(secs => ${secs(lease.leaseMs)})
    where target_id = ${lease.targetId} and holder = ${lease.holder}
    returning slot`);
  return rowsOf<{ slot: number }>(result).map((row) => row.slot);
}

export async function releaseSlots(db: Db, lease: SlotLease, slots?: number[]): Promise<void> {
  if (slots && slots.length === 0) return;
  await db.execute(sql`
    update target_slots set holder = null, expires_at = null
    where target_id = ${lease.targetId} and holder = ${lease.holder}
      ${
        slots
          ? sql`and slot in (${sql.join(
              slots.map((slot) => sql`${slot}`),
              sql`, `,
            )})`
          : sql``
      }`);
}
