/** A file sent with an e-mail (text content, e.g. an .ics calendar invitation). */
export type EmailAttachment = { filename: string; contentType: string; content: string };

/** One e-mail. `headers` carry e.g. List-Unsubscribe. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
};

/** Something that delivers e-mail; throws when it could not (the job retries). */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
  /** Several at once, all or none (providers that can; others are called once per message). */
  sendMany?(messages: EmailMessage[]): Promise<void>;
}
