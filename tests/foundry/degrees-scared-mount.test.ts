import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESET_EXTRAS } from "../../src/rules/registry";
import { degreesOptions } from "../../src/rulesets/degrees/options";
import { diceBox, writes, type Harness } from "../harness";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";

/*
 * A common mount takes fright as the fight starts (M91): the GM's Begin rolls each such rider's
 * check from its sheet on a card, and throws those who fail off, Unbalanced and unhurt.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootDegreesFight();
});

const cards = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)].map((m) => m.content.replace(/&#x27;/g, "'"));

describe("a common mount scared as the fight starts (M91)", () => {
  it("rolls each rider of a common mount on a card as the GM begins; a failure is off its mount, Unbalanced, unhurt; a special mount's rider rolls nothing", async () => {
    const aiko = await dgActor({ name: "Aiko", system: { skills: { notice: 2, animalHandling: 4, acrobatics: 1 } } });
    const kenta = await dgActor({ name: "Kenta", system: { skills: { notice: 2, animalHandling: 2, acrobatics: 3 } } });
    const ino = await dgActor({ name: "Ino", system: { skills: { notice: 2, animalHandling: 0 } } });
    const horse = await dgActor({ name: "Horse", type: "dgNpc", system: { mountKind: "common", initiativeGroup: "horse" } });
    const mare = await dgActor({ name: "Mare", type: "dgNpc", system: { mountKind: "common", initiativeGroup: "mare" } });
    const toad = await dgActor({ name: "Toad", type: "dgNpc", system: { mountKind: "special", size: "massive", initiativeGroup: "toad" } });
    const combat = await dgFight([aiko, kenta, ino, horse, mare, toad], (i) => ({ initiative: [12, 11, 10, 5, 4, 3][i] }));
    const id = (actor: typeof aiko) => combatantIdOf(combat, actor);
    await combat.linkFighter(id(aiko), { mountedOn: id(horse) });
    await combat.linkFighter(id(kenta), { mountedOn: id(mare) });
    await combat.linkFighter(id(ino), { mountedOn: id(toad) });
    // The riders the port's rule names, read with the sheets' mount kinds: the two cards below are theirs.
    const kinds: Record<string, "common" | "special"> = { [horse.id]: "common", [mare.id]: "common", [toad.id]: "special" };
    const named = RULESET_EXTRAS.degrees.frightsAtStart(combat.fighters().map((f) => f.state), (ref) => kinds[ref] ?? null, degreesOptions());
    expect(named.map((f) => [f.rider.name, f.check.key])).toEqual([["Aiko", "animalHandling"], ["Kenta", "acrobatics"]]);
    const before = cards().length;
    // Aiko: Animal Handling 4 (her better), natural 8, 12 kept. Kenta: Acrobatics 3 (his better), natural 8, 11 thrown.
    diceBox.source = fixedDice([4, 4, 5, 3]);
    writes.reset();
    await combat.startCombat();
    const state = (actor: typeof aiko) => combat.fighterOf(combat.combatants.get(id(actor))!)!.state;
    const made = cards().slice(before).filter((c) => c.includes("takes fright"));
    expect(made).toHaveLength(2);
    expect(made[0]).toMatch(/Horse takes fright: Animal Handling to keep control/);
    expect(made[0]).toContain("In control: still riding");
    expect(made[1]).toMatch(/Mare takes fright: Acrobatics to keep control/);
    expect(made[1]).toContain("Control lost: thrown off, Unbalanced, no damage");
    expect(state(aiko).mountedOn).toBe(horse.id);
    expect(state(aiko).conditions).toEqual([]);
    expect(state(kenta).mountedOn).toBeUndefined();
    expect(state(kenta).conditions.map((c) => c.id)).toEqual(["unbalanced"]);
    expect(state(kenta).hp).toEqual(state(aiko).hp);
    // The special mount's rider stays on, with no check.
    expect(state(ino).mountedOn).toBe(toad.id);
    // The clock's step (the combat and its summary), the two cards, then the thrown rider: his Unbalanced effect and his combatant.
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combat:update", "ChatMessage:create", "ChatMessage:create", "ChatMessage:create", "ActiveEffect:create", "Combatant:update"]);
  });
});
