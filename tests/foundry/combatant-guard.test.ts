import { describe, expect, it } from "vitest";
import { actAs, ActorDouble, bootSystem, writes, type Harness } from "../harness";

// A player's console write to their own combatant (core lets an actor's owner write initiative,
// defeated and system) is refused on their client for every ruleset's combatant type, naming the
// field; flags, the GM's writes and adding one's own token to a fight stay open.

interface GuardedCombatant {
  id: string;
  initiative: number | null;
  system: Record<string, unknown>;
  flags: Record<string, unknown>;
  update(changes: object): Promise<unknown>;
}
interface GuardedCombat {
  turn: number | null;
  combatants: { contents: GuardedCombatant[] };
  update(changes: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown[]>;
  updateEmbeddedDocuments(name: string, data: object[]): Promise<unknown[]>;
}

const PLAYER = "player0000000000";
const RULESETS = [
  { ruleset: "ic", combatant: "ic", actor: { type: "character", system: { stats: { str: 30, dex: 40, agi: 30, res: 40, cha: 40 } } }, field: "system.ap", value: 10 },
  { ruleset: "rollkeep", combatant: "rk", actor: { type: "rkSamurai", system: {} }, field: "system.slot", value: 0 },
  { ruleset: "degrees", combatant: "dg", actor: { type: "dgCharacter", system: {} }, field: "system.tieOrder", value: 9 },
] as const;

type Spec = (typeof RULESETS)[number];

async function world(spec: Spec): Promise<{ harness: Harness; combat: GuardedCombat; mine: GuardedCombatant; actorId: string }> {
  const harness = await bootSystem({ ruleset: spec.ruleset });
  const actor = (await ActorDouble.create({ name: "Mine", ...spec.actor, ownership: { default: 0, [PLAYER]: 3 } })) as ActorDouble;
  const other = (await ActorDouble.create({ name: "Spare", ...spec.actor, ownership: { default: 0, [PLAYER]: 3 } })) as ActorDouble;
  const combat = (await (Combat as unknown as { create(d: object): Promise<GuardedCombat> }).create({
    type: spec.ruleset === "ic" ? "ic" : spec.combatant,
    combatants: [{ type: spec.combatant, actorId: actor.id, name: actor.name, initiative: 3 }],
  })) as GuardedCombat;
  return { harness, combat, mine: combat.combatants.contents[0]!, actorId: other.id };
}

const errors = () => (ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "error").map((n) => n.message);

describe.each(RULESETS)("a player's own $combatant combatant", (spec) => {
  it("refuses initiative, defeated and system on the player's client, naming each, with nothing written", async () => {
    const { harness, combat, mine } = await world(spec);
    const before = structuredClone({ initiative: mine.initiative, system: mine.system });
    actAs(harness, "player");
    writes.reset();
    await mine.update({ initiative: 99 });
    await mine.update({ [spec.field]: spec.value });
    await mine.update({ system: { [spec.field.slice("system.".length)]: spec.value } });
    await mine.update({ defeated: true });
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: mine.id, initiative: 50 }]);
    expect(writes.calls()).toBe(0);
    expect({ initiative: mine.initiative, system: mine.system }).toEqual(before);
    const shown = errors();
    expect(shown).toHaveLength(5);
    expect(shown[0]).toContain("initiative");
    expect(shown[1]).toContain("system");
    expect(shown[3]).toContain("defeated");
  });

  it("refuses the same fields sent inside the combat's own update (its combatants), naming the combatant and the field, with nothing written", async () => {
    const { harness, combat, mine } = await world(spec);
    const before = structuredClone({ initiative: mine.initiative, system: mine.system });
    actAs(harness, "player");
    writes.reset();
    // Core's resetAll writes the combatants this way; a console can send any of them.
    await combat.update({ combatants: [{ _id: mine.id, initiative: 99 }] });
    await combat.update({ combatants: [{ _id: mine.id, system: { [spec.field.slice("system.".length)]: spec.value } }] });
    await combat.update({ combatants: [{ _id: mine.id, [spec.field]: spec.value }], turn: 0 });
    expect(writes.calls()).toBe(0);
    expect({ initiative: mine.initiative, system: mine.system }).toEqual(before);
    expect(errors()).toEqual([
      "A player cannot change Mine's initiative through the combat's combatants: only the GM's client writes the fight's timeline. Ask the GM, or use the tracker's buttons.",
      "A player cannot change Mine's system through the combat's combatants: only the GM's client writes the fight's timeline. Ask the GM, or use the tracker's buttons.",
      "A player cannot change Mine's system through the combat's combatants: only the GM's client writes the fight's timeline. Ask the GM, or use the tracker's buttons.",
    ]);
    // A module's flag on one's own combatant that way stays open, and the GM writes anything.
    await combat.update({ combatants: [{ _id: mine.id, flags: { world: { note: "mine" } } }] });
    expect(mine.flags.world).toEqual({ note: "mine" });
    actAs(harness, "gm");
    await combat.update({ combatants: [{ _id: mine.id, initiative: 7 }] });
    expect(mine.initiative).toBe(7);
    expect(errors()).toHaveLength(3);
  });

  it("lets the player write flags, and the GM write anything", async () => {
    const { harness, mine } = await world(spec);
    actAs(harness, "player");
    await mine.update({ flags: { world: { note: "mine" } } });
    expect(mine.flags.world).toEqual({ note: "mine" });
    actAs(harness, "gm");
    await mine.update({ initiative: 7, [spec.field]: spec.value });
    expect(mine.initiative).toBe(7);
    expect(mine.system[spec.field.slice("system.".length)]).toBe(spec.value);
    expect(errors()).toEqual([]);
  });

  it("lets a player add their token's combatant, but not one carrying timeline values of its choosing", async () => {
    const { harness, combat, actorId } = await world(spec);
    actAs(harness, "player");
    const refused = await combat.createEmbeddedDocuments("Combatant", [{ type: spec.combatant, actorId, name: "Spare", initiative: 40 }]);
    expect(refused).toEqual([]);
    expect(errors()[0]).toContain("initiative");
    const chosen = await combat.createEmbeddedDocuments("Combatant", [{ type: spec.combatant, actorId, name: "Spare", system: { [spec.field.slice("system.".length)]: spec.value } }]);
    expect(chosen).toEqual([]);
    expect(errors()[1]).toContain("system");
    const added = await combat.createEmbeddedDocuments("Combatant", [{ type: spec.combatant, actorId, name: "Spare" }]);
    expect(added).toHaveLength(1);
    expect(combat.combatants.contents).toHaveLength(2);
  });
});
