// The password reset by e-mail link (no session: both requests are anonymous).
import type { ApiClients } from '@portal/shared';
import { PasswordResetDocument, RequestPasswordResetDocument } from './generated/password-reset';

/** Sends a reset link to `email` (the service says "ok" for unknown addresses too). */
export async function requestPasswordReset(clients: ApiClients, email: string): Promise<void> {
  await clients.nucleolus.request(RequestPasswordResetDocument, { email }, { anonymous: true });
}

/** Sets a new password with the link's e-mail and token; false when the service refused it. */
export async function resetPassword(
  clients: ApiClients,
  email: string,
  token: string,
  newPassword: string,
): Promise<boolean> {
  const result = await clients.nucleolus.request(
    PasswordResetDocument,
    { email, token, newPassword },
    { anonymous: true },
  );
  return result.passwordReset.ok;
}
