/**
 * An SMTP sink for tests: a real SMTP server (smtp-server) on a free local port that writes every
 * message it receives into a folder, so any process (test workers, Playwright) can read the mail.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  directory: string;
  port: number;
  /** The mail server goes down: new connections are refused and open ones cut (the CMS's pooled ones too). */
  stop(): Promise<void>;
  /** Back up on the same port. */
  start(): Promise<void>;
  /**
   * The mail server stalls: every message begun from now on waits (at MAIL FROM) until `release`,
   * so a sender is caught mid-send. Counts the messages waiting, and those whose sender went away
   * while they waited (a killed process); `waitingFrom` is the EHLO name of each waiting sender.
   */
  hold(): void;
  release(): void;
  held(): { waiting: number; senderGone: number; waitingFrom: string[] };
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-mail-'));
  let received = 0;
  let down = false;
  let holding = false;
  // Each stalled message's answer, and the name its sender gave in EHLO.
  const waiting = new Map<string, { answer: () => void; from: string }>();
  let senderGone = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A message begun on a connection the stop did not reach yet is refused as a server going away would.
    onMailFrom(_address, session, callback) {
      if (holding) {
        waiting.set(session.id, { answer: () => callback(), from: String(session.hostNameAppearsAs) });
        return;
      }
      callback(down ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onClose(session) {
      if (waiting.delete(session.id)) senderGone += 1;
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFile(path.join(directory, `${Date.now()}-${received}.eml`), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      // A sender that dies mid-message (the long tests kill the CMS) is not the sink's problem.
      server.on('error', () => undefined);
      resolve((server.server.address() as { port: number }).port);
    });
  });
  const listen = () => new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    directory,
    port,
    async stop() {
      down = true;
      const closed = new Promise<void>((resolve) => server.server.close(() => resolve()));
      for (const connection of server.connections) connection.close();
      await closed;
    },
    async start() {
      await listen();
      down = false;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { answer } of waiting.values()) answer();
      waiting.clear();
    },
    held: () => ({ waiting: waiting.size, senderGone, waitingFrom: [...waiting.values()].map(({ from }) => from) }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Waits for the newest message to `to` that arrived after `since` (ms epoch), with `subject` in its subject if given, and parses it. */
export async function waitForMail(directory: string, to: string, { since = 0, timeoutMs = 10_000, subject = '' } = {}): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(directory)).filter((file) => Number(file.split('-')[0]) >= since).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(directory, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
      if (recipients.some((recipient) => recipient.address?.toLowerCase() === to.toLowerCase()) && (mail.subject ?? '').includes(subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} within ${timeoutMs} ms`);
}

/** The password-reset link in an email's text. */
export function resetLinkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link in: ${mail.text}`);
  return link;
}

/** Every message to `to` that arrived after `since` (ms epoch), oldest first: to check a mail came exactly once. */
export async function mailsTo(directory: string, to: string, { since = 0 } = {}): Promise<ParsedMail[]> {
  const files = (await readdir(directory)).filter((file) => Number(file.split('-')[0]) >= since).sort();
  const found: ParsedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(directory, file)));
    const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
    if (recipients.some((recipient) => recipient.address?.toLowerCase() === to.toLowerCase())) found.push(mail);
  }
  return found;
}
