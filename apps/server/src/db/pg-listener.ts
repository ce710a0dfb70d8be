import pg from "pg";

export interface ChannelListener {
  message(payload: string): void;
  /** LISTEN is in place: from now on every committed change is heard. */
  listening(): void;
  /** The connection is gone: changes may go unheard until `listening` again. */
  lost(): void;
}

const retryMs = 1000;
/** How the listening connection shows in pg_stat_activity. */
export const listenerName = "stund-change-feed";

/**
 * LISTENs on a PostgreSQL channel over a connection of its own and reconnects when the
 * connection drops, reporting each loss and each return. Returns a stop function.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: listenerName });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      listener.lost();
      next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void connect(), retryMs);
    };
    next.on("error", drop);
    next.on("end", drop);
    next.on("notification", (message) => {
      if (message.channel === channel) listener.message(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      // Not listening yet: kept answers wait, and the next attempt comes after retryMs.
      drop();
      return;
    }
    if (stopped) {
      dropped = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listener.listening();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    listener.lost();
    if (current) await current.end().catch(() => undefined);
  };
}
