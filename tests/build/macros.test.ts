import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem, type Harness } from "../harness";
import { REPO } from "../harness/handlebars";

const DIR = join(REPO, "packs", "_source", "macros");
const macros = readdirSync(DIR).map((f) => parse(readFileSync(join(DIR, f), "utf8")) as { name: string; type: string; command: string });
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => () => Promise<unknown>;

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
});

describe("GM macros", () => {
  it("ships the three common GM tasks", () => {
    expect(macros.map((m) => m.name).sort()).toEqual(["Apply a status to selected tokens", "Open the IC timeline", "Roll initiative for selected tokens"]);
  });

  it.each(macros.map((m) => [m.name, m] as const))("%s is a script that parses", (_name, macro) => {
    expect(macro.type).toBe("script");
    expect(() => new AsyncFunction(macro.command)).not.toThrow();
  });

  it("calls only system functions that exist", () => {
    const api = (harness.game as unknown as { shinobi: Record<string, unknown> }).shinobi;
    for (const macro of macros) {
      for (const [, name] of macro.command.matchAll(/game\.shinobi\.(\w+)/g)) expect(api[name!], `${macro.name}: game.shinobi.${name}`).toBeDefined();
    }
  });
});
