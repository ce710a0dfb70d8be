import { createTransport as createSmtpTransport } from "nodemailer";
import type { AppConfig } from "../../../config/config";

/** One email as the delivery job hands it over. */
export interface OutgoingEmail {
  /** The Message-ID header with its angle brackets, e.g. `<id@example.com>`. */
  messageId: string;
  fromName: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar object attached as text/calendar. */
  calendar: { filename: string; content: string } | null;
}

/** Where emails go; the delivery job only needs to send and to know the sending address. */
export interface MailTransport {
  /** The envelope and From address, e.g. bookings@example.com. */
  fromAddress: string;
  /** Resolves once the SMTP server accepted the message; rejects with its answer otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP_FROM as "Name <address>" or a bare address. */
export function parseSender(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (match) return { name: match[1]!.replace(/^"|"$/g, ""), address: match[2]! };
  return { name: "", address: value.trim() };
}

/** The part after the @, used to make Message-IDs under the sender's own domain. */
export function senderDomain(address: string): string {
  return address.split("@")[1]?.toLowerCase() || "stund.localhost";
}

/** A Message-ID made from the outbox row, so every attempt of one email carries the same one. */
export function outboxMessageId(outboxId: string, fromAddress: string): string {
  return `<${outboxId}@${senderDomain(fromAddress)}>`;
}

/** Short enough that a stuck server fails a send well within the delivery job's claim on the row. */
const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * An SMTP transport for SMTP_URL (smtp://user:pass@host:port, or smtps:// for implicit TLS), or
 * null when none is configured and emails are to be stored instead. Options given as query
 * parameters of the URL (e.g. ?ignoreTLS=true) win over the defaults here.
 */
export function createTransport(config: Pick<AppConfig, "smtpUrl" | "smtpFrom">): MailTransport | null {
  if (!config.smtpUrl) return null;
  const url = new URL(config.smtpUrl);
  const sender = parseSender(config.smtpFrom ?? `no-reply@${url.hostname}`);
  const smtp = createSmtpTransport({ url: config.smtpUrl, ...timeouts });
  return {
    fromAddress: sender.address,
    async send(email) {
      await smtp.sendMail({
        messageId: email.messageId,
        from: { name: email.fromName || sender.name, address: sender.address },
        to: email.to,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.calendar
          ? [
              {
                filename: email.calendar.filename,
                content: email.calendar.content,
                contentType: "text/calendar; charset=utf-8",
              },
            ]
          : [],
      });
    },
    close: () => smtp.close(),
  };
}
