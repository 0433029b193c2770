/**
 * `npm run bench`: measures the IC engine (`npm run bench -- --json` prints every figure under
 * a stable name). A benchmark, not a test: it prints figures. Each figure is measured in a
 * fresh worker thread running this same file, so one measurement's warm-up cannot colour the
 * next. The engine's figures are listed in engine-figures.ts, the Foundry layer's (measured in
 * the test harness) in foundry.bench.ts, roll-and-keep's in rollkeep-figures.ts, degrees' in
 * degrees-figures.ts.
 */
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { engineFigures } from "./engine-figures";
import { runTask, type Task, type TaskResult } from "./engine-tasks";
import { reportFigures } from "./figure";
import { foundryFigures } from "./foundry.bench";
import { degreesFigures } from "./degrees-figures";
import { rollkeepFigures } from "./rollkeep-figures";

/** Runs one task in a fresh worker; resolves with what it reports. */
function inWorker(task: Task): Promise<TaskResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: task });
    worker.once("message", (result: TaskResult) => resolve(result));
    worker.once("error", reject);
  });
}

if (isMainThread) {
  const figures = [
    ...engineFigures(inWorker),
    ...rollkeepFigures(inWorker),
    ...degreesFigures(inWorker),
    ...foundryFigures(async () => {
      const { foundry } = await inWorker({ task: "foundry" });
      if (!foundry) throw new Error("The Foundry figures' worker reported nothing");
      return foundry;
    }),
  ];
  reportFigures(figures, process.argv.includes("--json")).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  // The cast: the main thread hands every worker a Task (inWorker above).
  void runTask(workerData as Task).then((result) => parentPort?.postMessage(result));
}
