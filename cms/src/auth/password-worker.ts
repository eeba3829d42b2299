/**
 * Runs in piscina's worker threads (passwords.ts): bcrypt's rounds are CPU work, done here so the
 * CMS's event loop keeps answering other requests while shoppers sign in.
 */
import bcrypt from 'bcryptjs';

export interface PasswordTask {
  password: string;
  hash: string;
}

/** Whether `password` matches the bcrypt `hash` (the synchronous one: this thread does nothing else). */
export default function verify({ password, hash }: PasswordTask): boolean {
  return bcrypt.compareSync(password, hash);
}
