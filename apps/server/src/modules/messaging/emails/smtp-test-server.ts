/** A real SMTP server on a free loopback port, for tests that send through the outbox job. */
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerError } from "smtp-server";
import { decodeHeader, leafParts, parseMime, type MimePart } from "./mime-test-reader";

export interface ReceivedEmail {
  envelopeTo: string[];
  subject: string;
  messageId: string;
  message: MimePart;
  parts: MimePart[];
}

export interface TestSmtpServer {
  /** An SMTP_URL for this server, with its user and password. */
  url: string;
  received: ReceivedEmail[];
  /** From now on answers every RCPT TO with this reply, until `accept()`. */
  refuse(code: number, message: string): void;
  accept(): void;
  close(): Promise<void>;
}

export const smtpUser = { username: "outbox", password: "s3cret" };

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  let refusal: SMTPServerError | null = null;
  const server = new SMTPServer({
    // Loopback tests speak plain SMTP: no STARTTLS offered, so the client never tries it.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpUser.username && auth.password === smtpUser.password)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const message = parseMime(Buffer.concat(chunks).toString("utf8"));
        received.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeHeader(message.headers.get("subject") ?? ""),
          messageId: message.headers.get("message-id") ?? "",
          message,
          parts: leafParts(message),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const { username, password } = smtpUser;
  return {
    url: `smtp://${username}:${password}@127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    refuse(code, message) {
      refusal = Object.assign(new Error(message), { responseCode: code });
    },
    accept() {
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
