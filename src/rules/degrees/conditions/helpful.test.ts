import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { CONDITION_IDS } from "./definitions";
import { helpsHolder } from "./helpful";

describe("helpsHolder", () => {
  it("finds exactly Haste (a bonus) and Winged (flight) among the list's conditions", () => {
    expect(CONDITION_IDS.filter((id) => helpsHolder(id, O))).toEqual(["haste", "winged"]);
  });

  it("reads a hindrance with a penalty or a limit as no help", () => {
    for (const id of ["stunned", "prone", "grabbed", "debilitated", "dying"] as const) expect(helpsHolder(id, O)).toBe(false);
  });
});
