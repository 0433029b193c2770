import { describe, expect, it } from "vitest";
import { SerialQueue } from "./gm-queue";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the GM's serial queue", () => {
  it("runs tasks one after another in the order they came, even when later ones are quicker", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await tick(ms);
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([queue.run(task("slow", 15)), queue.run(task("quick", 1)), queue.run(task("last", 0))]);
    expect(results).toEqual(["slow", "quick", "last"]);
    expect(log).toEqual(["slow starts", "slow ends", "quick starts", "quick ends", "last starts", "last ends"]);
    expect(queue.pending).toBe(0);
  });

  it("hands a refusal to its caller and goes on with the next task", async () => {
    const queue = new SerialQueue();
    const refused = queue.run(async () => {
      throw new Error("refused");
    });
    const next = queue.run(async () => "next");
    await expect(refused).rejects.toThrow("refused");
    await expect(next).resolves.toBe("next");
  });

  it("never lets two read-modify-write tasks interleave", async () => {
    const queue = new SerialQueue();
    let stored = 0;
    const increment = () =>
      queue.run(async () => {
        const read = stored;
        await tick(1);
        stored = read + 1;
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(stored).toBe(20);
  });
});
