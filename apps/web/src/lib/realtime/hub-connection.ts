import { hubReconnectDelaysMs, type HubConnectionState } from "@stund/shared/contracts/realtime";

export interface HubConnectionOptions {
  /** Opens the transport; the owner reports back through connected(), disconnected() and failed(). */
  open(): void;
  close(): void;
  onStateChange(state: HubConnectionState): void;
  /** Runs on every loss of an established connection. */
  onDisconnected?(): void;
  delaysMs?: readonly number[];
}

/**
 * docs/product.md §16.2 retry schedule for one hub: after a lost connection (or a failed attempt) try again at
 * once, then after 2 s, 10 s and 30 s, then give up. A successful connection starts the schedule over.
 */
export class HubConnection {
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private readonly delaysMs: readonly number[];

  constructor(private readonly options: HubConnectionOptions) {
    this.delaysMs = options.delaysMs ?? hubReconnectDelaysMs;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.options.onStateChange("connecting");
    this.options.open();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.clearTimer();
    this.options.onStateChange("disconnecting");
    this.options.close();
    this.options.onStateChange("disconnected");
  }

  connected(): void {
    if (!this.running) return;
    this.attempt = 0;
    this.options.onStateChange("connected");
  }

  disconnected(): void {
    if (!this.running) return;
    this.options.onDisconnected?.();
    this.retry();
  }

  failed(): void {
    if (!this.running || this.timer) return;
    this.retry();
  }

  private retry(): void {
    this.clearTimer();
    const delay = this.delaysMs[this.attempt];
    if (delay === undefined) {
      this.running = false;
      this.options.onStateChange("disconnected");
      return;
    }
    this.attempt += 1;
    this.options.onStateChange("reconnecting");
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) this.options.open();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
