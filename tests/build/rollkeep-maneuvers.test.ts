import { describe, expect, it } from "vitest";
import { CALLED_SHOT_RAISES, DEFAULT_ROLLKEEP_OPTIONS, basicActions, checkManeuvers, maneuverRaises, type ActionSpeed, type Maneuver, type ManeuverKind, type RollkeepVariant } from "../../src/rules/rollkeep";
import { DELAY, PASS, ROLLKEEP_BASIC_ACTIONS } from "../../src/rules/rollkeep/port/actions";
import { RuleRefusal } from "../../src/rules/refusal";
import { rkFlag, rkPack, type RkSource } from "./rollkeep-pack-sources";

/*
 * The maneuvers and actions pack says what src/rules/rollkeep says: each maneuver's raises (§9)
 * and books, each action's cost in each book (A1–A7, G3, G9), and every action the port offers.
 */

interface ManeuverFlag {
  kind: ManeuverKind;
  raises: number | Record<string, number>;
  fourLegged?: number;
  perFurtherStep?: number;
}
interface ActionFlag {
  key: string;
  speed: Partial<Record<RollkeepVariant, ActionSpeed>>;
}

const VARIANTS: RollkeepVariant[] = ["4e", "house"];
/** Every maneuver the engine knows, so a new one fails here until the pack carries it. */
const KINDS = { calledShot: true, disarm: true, extraAttack: true, feint: true, extraDamage: true, knockdown: true, pushPull: true, tacticalStrike: true, custom: true } satisfies Record<ManeuverKind, true>;

const entries = rkPack("rollkeep-maneuvers");
const maneuvers = entries.filter((e) => rkFlag(e, "maneuver")).map((e) => [e.name, e, rkFlag<ManeuverFlag>(e, "maneuver")] as const);
const actions = entries.filter((e) => rkFlag(e, "actions")).map((e) => [e.name, e, rkFlag<ActionFlag[]>(e, "actions")] as const);
const variantsOf = (e: RkSource) => rkFlag<RollkeepVariant[]>(e, "variants");
const description = (e: RkSource) => String(e.system?.description);

/** The maneuver at its cheapest, as the engine takes it. */
function asCalled(flag: ManeuverFlag): Maneuver {
  if (flag.kind === "calledShot") return { kind: "calledShot", target: "limb" };
  if (flag.kind === "extraDamage") return { kind: "extraDamage", raises: 1 };
  if (flag.kind === "pushPull") return { kind: "pushPull", feet: 5 };
  if (flag.kind === "custom") return { kind: "custom", name: "custom", raises: 0 };
  return { kind: flag.kind };
}

describe("the maneuvers in the pack", () => {
  it("are every maneuver the engine knows, each once", () => {
    expect(maneuvers.map(([, , f]) => f.kind).sort()).toEqual(Object.keys(KINDS).sort());
  });

  it.each(maneuvers)("%s costs the engine's raises and says so", (_name, entry, flag) => {
    if (flag.kind === "calledShot") {
      expect(flag.raises).toEqual(CALLED_SHOT_RAISES);
      for (const [target, raises] of Object.entries(CALLED_SHOT_RAISES)) expect(maneuverRaises({ kind: "calledShot", target: target as keyof typeof CALLED_SHOT_RAISES }, {})).toBe(raises);
      expect(description(entry)).toContain(`Raises: ${Math.min(...Object.values(CALLED_SHOT_RAISES))} to ${Math.max(...Object.values(CALLED_SHOT_RAISES))}`);
      return;
    }
    expect(maneuverRaises(asCalled(flag), {})).toBe(flag.raises);
    if (flag.kind !== "custom") expect(description(entry)).toContain(`Raises: ${String(flag.raises)}`);
    if (flag.kind === "knockdown") expect(maneuverRaises({ kind: "knockdown" }, { fourLegged: true })).toBe(flag.fourLegged);
    if (flag.kind === "pushPull") expect(maneuverRaises({ kind: "pushPull", feet: 10 }, {}) - maneuverRaises({ kind: "pushPull", feet: 5 }, {})).toBe(flag.perFurtherStep);
  });

  it.each(maneuvers)("%s is offered in exactly the books the engine allows it in", (_name, entry, flag) => {
    const allowed = VARIANTS.filter((variant) => {
      try {
        checkManeuvers([asCalled(flag)], {}, 100, { variant, extraAttackUsedThisTurn: false });
        return true;
      } catch (refusal) {
        if (!(refusal instanceof RuleRefusal)) throw refusal;
        return false;
      }
    });
    expect(variantsOf(entry)).toEqual(allowed);
  });
});

describe("the actions in the pack", () => {
  it("cover every action the port offers, each once", () => {
    const keys = actions.flatMap(([, , list]) => list.map((a) => a.key));
    expect(keys.sort()).toEqual(Object.keys(ROLLKEEP_BASIC_ACTIONS).sort());
  });

  it.each(actions)("%s costs what the engine's catalog says in each book, and says so", (_name, entry, list) => {
    for (const variant of VARIANTS) {
      const catalog = basicActions({ ...DEFAULT_ROLLKEEP_OPTIONS, variant });
      for (const { key, speed } of list) {
        if (key === PASS || key === DELAY) continue;
        expect(catalog[key]?.speed, `${key} in ${variant}`).toBe(speed[variant]);
        if (speed[variant]) expect(description(entry)).toMatch(new RegExp(speed[variant], "i"));
      }
    }
  });

  it.each(actions)("%s names the books it belongs to", (_name, entry, list) => {
    const books = VARIANTS.filter((v) => list.some(({ key, speed }) => speed[v] !== undefined || key === PASS || (key === DELAY && v === "4e")));
    expect(variantsOf(entry)).toEqual(books);
  });
});

describe("every maneuver and action", () => {
  it("is a technique with no standing modifier: its effect belongs to the attack or turn that calls it", () => {
    for (const e of entries) expect(e.system, e.name).toMatchObject({ kind: "technique", ring: "none", modifiers: [] });
  });
});
