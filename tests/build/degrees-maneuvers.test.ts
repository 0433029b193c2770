import { describe, expect, it } from "vitest";
import {
  AERIAL_CEILING_METRES,
  CHARGE_MIN_RUN,
  COMMON_MOUNT_HANDLING,
  DEFAULT_DEGREES_OPTIONS,
  DODGE_BASE,
  MERCY_STRIKE_DC,
  SAFE_STEP_METRES,
  SCARED_MOUNT_DC,
  SPECIAL_MANEUVER_PENALTY,
  STABILISE_DC,
  THROWN_PER_HAND,
  disarmDistance,
  grabEscapeDc,
  maneuverSizeDefence,
  pushDistance,
} from "../../src/rules/degrees";
import { DEGREES_BASIC_ACTIONS } from "../../src/rules/degrees/port/actions";
import { plainText } from "./degrees-pack-sources";
import { packDocuments, systemFlag } from "./pack-sources";

/*
 * The degrees maneuvers and basic actions as dgTechnique items costing no chakra: every action the
 * port offers everyone is here with the action it takes, and each entry's numbers are the engine's.
 */

const maneuvers = packDocuments("degrees-maneuvers");
const byKey = (key: string) => maneuvers.find((m) => systemFlag(m, "maneuver") === key);
const text = (key: string) => plainText(String(byKey(key)?.system?.description));
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

describe("the degrees maneuvers pack", () => {
  it("has every basic action of the port, taking the action the port says (M13, M14)", () => {
    for (const [key, action] of Object.entries(DEGREES_BASIC_ACTIONS)) expect(byKey(key)?.system?.action, key).toBe(action.time);
  });

  it("has the maneuvers the text names besides them, each once, at no chakra", () => {
    const keys = maneuvers.map((m) => systemFlag<string>(m, "maneuver"));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ["trample", "charge", "fightDefensively", "prepareAction", "opportunityAttack", "sneakAttack", "mercyStrike", "evade", "nullify", "overcome", "helpAlly", "dodge", "block", "anticipate"]) expect(keys, key).toContain(key);
    for (const m of maneuvers) expect(m.system?.chakraCost, m.name).toBe(0);
  });

  it("gives the special maneuvers their −2 and a larger target's defence (M78)", () => {
    // The words say +1, plus 1 a category: the engine's default gives one category larger +2.
    expect(maneuverSizeDefence(1, DEFAULT_DEGREES_OPTIONS)).toBe(2);
    for (const key of ["grab", "trample", "takedown", "disarm", "push"]) {
      expect(text(key), key).toContain(`a Melee check at ${signed(SPECIAL_MANEUVER_PENALTY)}`);
      expect(text(key), key).toContain("adds +1 to its defence, plus 1 for each category it is larger");
    }
  });

  it("sends a disarmed item and a pushed target as far as the engine does (M82, M83)", () => {
    expect(text("disarm")).toContain(`beating it by 8 sends it ${disarmDistance(18, 10)} m`);
    expect(text("push")).toContain(`beating it by 8 pushes it ${pushDistance(18, 10, 100)} m`);
  });

  it("states the engine's numbers for escaping a grab, charging, stepping, tumbling and dodging", () => {
    const none = { melee: 0, strength: 0 };
    expect(text("grab")).toContain(`against ${grabEscapeDc(none, "melee")} + your Melee or ${grabEscapeDc(none, "strength")} + your Strength`);
    expect(text("charge")).toContain(`at least ${CHARGE_MIN_RUN} m`);
    expect(text("charge")).toMatch(/attack at \+1\b[^]*−1 on your defences/);
    expect(text("safeStep")).toContain(`exactly ${SAFE_STEP_METRES} m`);
    expect(text("opportunityAttack")).toContain(`against ${DEFAULT_DEGREES_OPTIONS.tumbleDcBase} + your Melee`);
    expect(text("dodge")).toContain(`reach ${DODGE_BASE} + your Dodge accuracy`);
  });

  it("states the engine's numbers for mercy, stabilising, drawing, mounts and flight", () => {
    expect(text("mercyStrike")).toContain(`Vigor check against ${MERCY_STRIKE_DC}`);
    expect(text("stabilise")).toContain(`Medicine check against ${STABILISE_DC.medicine}`);
    expect(text("stabilise")).toContain(`Vigor against ${STABILISE_DC.vigor}`);
    expect(text("drawWeapon")).toContain(`usually ${THROWN_PER_HAND} a hand`);
    expect(text("mount")).toContain(`Animal Handling ${COMMON_MOUNT_HANDLING}`);
    expect(text("mount")).toContain(`Acrobatics against ${SCARED_MOUNT_DC}`);
    expect(text("takeOff")).toContain(`${AERIAL_CEILING_METRES} m between floor and ceiling`);
  });

  it("marks the prediction maneuvers answered with Anticipate as defensive, and only those (M71)", () => {
    expect(maneuvers.filter((m) => m.system?.defensive).map((m) => systemFlag<string>(m, "maneuver")).sort()).toEqual(["evade", "helpAlly", "nullify"]);
  });
});
