import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, event-loop lag, garbage collection), once per
 * process: each collection starts monitors that live as long as the process, and the tests build
 * many apps in one process.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
