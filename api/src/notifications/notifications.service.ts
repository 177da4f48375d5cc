// Notifications (SPEC §6): what alarms (jobs/alarm-evaluator.ts) and reports told a tenancy, and
// whether its users have read them.
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import { requireTenancy } from '../data/access.ts';
import { idOf } from '../data/input.ts';
import type { NotificationModel } from '../data/models.ts';
import { TEXTS, notFound } from '../errors.ts';
import * as repository from './notifications.repository.ts';

/**
 * A notification of one of the user's tenancies. One that does not exist and one of another tenancy
 * get the same not-found answer: nothing tells them apart (docs/decisions/0026).
 */
export async function ownNotification(ctx: RequestContext, user: UserRow, id: string): Promise<NotificationModel> {
  const notificationId = idOf(id);
  const n = notificationId === null ? undefined : await repository.notificationOfUser(ctx.db, user.id, notificationId);
  if (!n) throw notFound(TEXTS.notificationNotFound);
  return n;
}

export async function listNotifications(
  ctx: RequestContext,
  user: UserRow,
  tenancyId: string,
  onlyUnread: boolean,
): Promise<NotificationModel[]> {
  const t = await requireTenancy(ctx, user, tenancyId);
  return repository.tenancyNotifications(ctx.db, t.id, onlyUnread);
}

/**
 * A consumption report's code, for the notification's link to the report (the code its users were
 * mailed); null for other kinds and once the code has expired (90 days).
 */
export function reportCodeOf(ctx: RequestContext, n: NotificationModel): Promise<string | null> | null {
  if (n.kind !== 'CONSUMPTION_REPORT') return null;
  return repository.validReportCode(ctx.db, n.tenancy_id, n.period_start, new Date());
}

/** Marks the notification read; one read before keeps when it was. */
export async function markRead(ctx: RequestContext, user: UserRow, id: string): Promise<NotificationModel> {
  const n = await ownNotification(ctx, user, id);
  return repository.setReadAt(ctx.db, n.id, n.read_at ?? new Date());
}

export async function markAllRead(ctx: RequestContext, user: UserRow, tenancyId: string): Promise<void> {
  const t = await requireTenancy(ctx, user, tenancyId);
  await repository.markTenancyRead(ctx.db, t.id, new Date());
}
