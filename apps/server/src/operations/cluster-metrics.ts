// Under WORKERS, Prometheus reaches whichever worker the port hands its scrape to, so each worker
// answers /metrics with the whole cluster's figures: it asks the primary, which gathers every
// worker's registries (prom-client's AggregatorRegistry) and sums them.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";

const askType = "stund:cluster-metrics";
const answerType = "stund:cluster-metrics-answer";
/** Longer than the primary's own wait for the workers (5 s). */
const answerWithinMs = 6000;

interface Ask {
  type: typeof askType;
  id: string;
}
interface Answer {
  type: typeof answerType;
  id: string;
  text?: string;
  error?: string;
}

export const clusterMetricsContentType = AggregatorRegistry.PROMETHEUS_CONTENT_TYPE;

/** In a worker: these registries are what this process adds to the cluster's figures. */
export function shareWithPrimary(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // The constructor installs prom-client's listener for the primary's requests.
  new AggregatorRegistry();
}

/** In the primary: answers the workers' requests for the cluster's figures. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Ask) => {
    if (message?.type !== askType) return;
    const reply = (answer: Omit<Answer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: answerType, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: the cluster's figures in Prometheus text, through the primary. */
export function clusterMetricsText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error("the primary did not send the cluster's metrics")),
      answerWithinMs,
    );
    const listener = (message: Answer) => {
      if (message?.type !== answerType || message.id !== id) return;
      done(message.error === undefined ? null : new Error(message.error), message.text);
    };
    const done = (error: Error | null, text = "") => {
      clearTimeout(timer);
      process.off("message", listener);
      if (error) reject(error);
      else resolve(text);
    };
    process.on("message", listener);
    process.send!({ type: askType, id } satisfies Ask);
  });
}
