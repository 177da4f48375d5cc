// The password reset by e-mail link (no session: both requests are anonymous).
import { portalServices } from '../portal';
import { PasswordResetDocument, RequestPasswordResetDocument } from './generated/password-reset';

const nucleolus = () => portalServices().clients.nucleolus;

/** Sends a reset link to `email` (the service says "ok" for unknown addresses too). */
export async function requestPasswordReset(email: string): Promise<void> {
  await nucleolus().request(RequestPasswordResetDocument, { email }, { anonymous: true });
}

/** Sets a new password with the link's e-mail and token; false when the service refused it. */
export async function resetPassword(email: string, token: string, newPassword: string): Promise<boolean> {
  const result = await nucleolus().request(PasswordResetDocument, { email, token, newPassword }, { anonymous: true });
  return result.passwordReset.ok;
}
