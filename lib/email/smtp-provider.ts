import "server-only";
import nodemailer from "nodemailer";
import type { EmailMessage, EmailProvider } from "./types";

/** Sends through an SMTP server (nodemailer), e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpProvider(config: { url: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport(config.url);
  return {
    name: "smtp",
    async send(message: EmailMessage) {
      await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}
