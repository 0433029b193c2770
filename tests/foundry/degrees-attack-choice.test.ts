import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type * as AttackModule from "../../src/rulesets/degrees/attack";
import type * as ChoiceModule from "../../src/rulesets/degrees/attack/choice";
import type * as DialogModule from "../../src/rulesets/degrees/attack/choice-dialog";

// How an attack is made: the dialog's form read into the port's choice (checked like a request),
// and each part of the choice reaching the card: a stance, a Charge, cover, camouflage, a barrier.

let harness: Harness;
let attack: typeof AttackModule;
let choice: typeof ChoiceModule;
let dialog: typeof DialogModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
  choice = await import("../../src/rulesets/degrees/attack/choice");
  dialog = await import("../../src/rulesets/degrees/attack/choice-dialog");
});

const shown = (html: string) => html.replace(/&#x3D;/g, "=").replace(/&#x27;/g, "'");
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;

async function cardFor(chosen: object, faces: number[]): Promise<{ content: string; kiba: ActorDouble; bandit: ActorDouble }> {
  const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
  const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
  d8(...faces);
  actAs(harness, "gm");
  await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: chosen });
  const message = [...(harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
  return { content: message.content, kiba, bandit };
}

describe("the choice dialog's form", () => {
  it("reads every field into the port's choice, leaving out what is blank or none", () => {
    expect(choice.choiceFromForm({ stance: "", cover: "none", "camouflage.partial": 0, "camouflage.total": 0, barrierHardness: null, partnerActions: 0, located: true })).toEqual({});
    expect(
      choice.choiceFromForm({ stance: "fightDefensively", charge: true, runMetres: 6, untrained: true, offHand: false, cover: "partial", "camouflage.partial": 2, "camouflage.total": 1, located: false, barrierHardness: 4, partnerActions: 2 }),
    ).toEqual({
      stance: "fightDefensively",
      charge: { runMetres: 6 },
      circumstance: { untrained: true },
      around: { cover: "partial", camouflage: ["partial", "partial", "total"], located: false, barrierHardness: 4 },
      partnerActions: 2,
    });
  });

  it("reads the kind of attack and a sneak attack, never its Stealth (the GM's client reads it from the sheet); refuses a mercy strike that is also an opportunity attack", () => {
    expect(choice.choiceFromForm({ kind: "mercyStrike", sneak: true, stealth: 95 })).toEqual({ mercyStrike: true, sneak: true });
    expect(choice.choiceFromForm({ kind: "opportunity" })).toEqual({ opportunity: true });
    expect(() => choice.readAttackChoice({ mercyStrike: true, opportunity: true })).toThrow("choice.opportunity is not valid");
    // A Stealth sent with the request is no choice: refused, naming the field.
    expect(() => choice.readAttackChoice({ sneak: { stealth: 100 } })).toThrow("choice.sneak is not valid");
  });

  it("refuses a number out of its range, naming the field, before any list is made of it", () => {
    expect(() => choice.choiceFromForm({ barrierHardness: 500 })).toThrow("choice.around.barrierHardness is not valid");
    expect(() => choice.choiceFromForm({ "camouflage.total": 1e9 })).toThrow("choice.around.camouflage is not valid");
    expect(() => choice.choiceFromForm({ charge: true, runMetres: null })).toThrow("choice.charge.runMetres is not valid");
    expect(() => choice.readAttackChoice({ around: { unseen: "yes" } })).toThrow("choice.around.unseen is not valid");
  });

  it("reads whether the target cannot see the attacker, leaving it out when it can (M111)", () => {
    expect(choice.choiceFromForm({ unseen: true })).toEqual({ around: { unseen: true } });
    expect(choice.choiceFromForm({ unseen: false })).toEqual({});
    expect(choice.readAttackChoice({ around: { unseen: false } })).toEqual({});
  });

  it("renders every field it reads, worded in the world's language", async () => {
    const app = new dialog.AttackChoiceDialog("Katana", "Bandit");
    await app.render({ force: true } as never);
    const html = Object.values((app as unknown as { parts: Record<string, string> }).parts).join("");
    for (const name of ["stance", "kind", "sneak", "charge", "runMetres", "switchedLethality", "foeInMelee", "untrained", "offHand", "cover", "camouflage.partial", "camouflage.total", "located", "unseen", "areaCoversCamouflage", "reachesUp", "barrierHardness", "partnerActions"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("Katana against Bandit");
    expect(html).toContain('<option value="fightDefensively">Fight defensively (−3 attack, +2 Dodge)</option>');
    expect(html).not.toMatch(/SHINOBI\./);
  });
});

describe("each part of the choice on the card", () => {
  it("makes a mercy strike at a helpless target: no defence to choose, an automatic critical (M61)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, effects: [{ name: "Paralyzed", statuses: ["paralyzed"], flags: { shinobi: { condition: { id: "paralyzed", source: "genjutsu" } } } }] } as never)) as ActorDouble;
    // Even a natural 3 is a critical; the victim's Vigor check follows (4 + 4).
    d8(1, 2, 4, 4);
    actAs(harness, "gm");
    await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: { mercyStrike: true } });
    const message = [...(harness.game.messages as unknown as Iterable<{ flags: { shinobi: { degreesCard: { flow: { decided: string | null } } } } }>)].at(-1)!;
    expect(message.flags.shinobi.degreesCard.flow.decided).toBe("mercyStrike");
  });

  it("reads an NPC's minion flag: a mercy strike leaves a minion no Vigor check, its fate the attacker's; a named NPC rolls it (M61)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const paralyzed = [{ name: "Paralyzed", statuses: ["paralyzed"], flags: { shinobi: { condition: { id: "paralyzed", source: "genjutsu" } } } }];
    const mercyOf = async (minion: boolean) => {
      const npc = (await ActorDouble.create({ ...BANDIT_SOURCE, type: "dgNpc", system: { ...BANDIT_SOURCE.system, minion }, effects: paralyzed } as never)) as ActorDouble;
      d8(1, 2, 4, 4, 4, 4, 4, 4);
      actAs(harness, "gm");
      await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: npc.id, choice: { mercyStrike: true } });
      const message = [...(harness.game.messages as unknown as Iterable<{ flags: { shinobi: { degreesCard: { damaged: { mercy: { roll: unknown; fate: string } | null } | null } } } }>)].at(-1)!;
      return message.flags.shinobi.degreesCard.damaged?.mercy;
    };
    expect(await mercyOf(true)).toEqual({ roll: null, fate: "attackerChooses" });
    expect((await mercyOf(false))?.roll).not.toBeNull();
  });


  it("fights defensively: −3 on the check (M66)", async () => {
    const { content } = await cardFor({ stance: "fightDefensively" }, [6, 5]);
    expect(content).toContain("Fighting defensively − 3");
    expect(content).toMatch(/class="total">13</);
  });

  it("ends a Charge: +1 on the check, and no condition effect for the open guard, which is the charger's own in a fight (M63; degrees-attack-flow.test.ts)", async () => {
    writes.reset();
    const { content, kiba } = await cardFor({ charge: { runMetres: 5 } }, [6, 5]);
    expect(content).toContain("Charge + 1");
    expect(content).toMatch(/class="total">17</);
    expect([...(kiba.effects as Iterable<unknown>)]).toEqual([]);
  });

  it("adds partial cover to the Dodge difficulty (M115)", async () => {
    const { content } = await cardFor({ around: { cover: "partial" } }, [6, 5]);
    expect(content).not.toContain("Dodge: attack");
    const { degreesCardStep } = attack;
    const message = [...(harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
    await degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    expect(message.content).toContain("Dodge: attack 16 against difficulty 14 (9, Dodge + 2, Cover + 3): hit");
  });

  it("rolls a camouflage die on a hit and misses on a low face (M110)", async () => {
    await cardFor({ around: { camouflage: ["partial"] } }, [6, 5]);
    const message = [...(harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
    d8(2);
    await attack.degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    expect(message.content).toContain("Camouflage dice 2 (partial): miss");
    expect(message.content).not.toContain("damage-total");
  });

  it("meets a target that cannot see the attacker Unprepared (as Unaware): the card says so, its Dodge lost and −3 (M111, M131)", async () => {
    const { content } = await cardFor({ around: { unseen: true } }, [6, 5]);
    expect(content).toContain('<p class="dg-unseen">Bandit cannot see the attacker: Unprepared (as Unaware) against this attack.</p>');
    const message = [...(harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
    writes.reset();
    await attack.degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    expect(message.content).toContain("Dodge: attack 16 against difficulty 6 (9, Conditions − 3): hit");
    // The Unprepared is the attack's alone: nothing is put on the target's actor.
    expect(writes.entries.filter((w) => w.documentName === "ActiveEffect")).toEqual([]);
    const { content: seen } = await cardFor({}, [6, 5]);
    expect(seen).not.toContain("dg-unseen");
  });

  it("cannot hit a hidden target nobody located (M111)", async () => {
    const { content } = await cardFor({ around: { camouflage: ["total"], located: false } }, [6, 5]);
    expect(content).toContain("The target is hidden and nobody located it: the attack cannot hit.");
    expect(content).not.toContain('data-shinobi-step="defend"');
  });

  it("breaks a barrier the damage beats, and the rest goes on (M118–M120)", async () => {
    await cardFor({ around: { barrierHardness: 3 } }, [6, 5]);
    const message = [...(harness.game.messages as unknown as Iterable<{ id: string; content: string }>)].at(-1)!;
    await attack.degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    // Base 5 breaks hardness 3 and 2 goes on; body hardness 1 leaves 1; × 2; the vest absorbs 2.
    expect(shown(message.content)).toContain("Barrier of hardness 3 breaks (hardness now");
    expect(shown(message.content)).toContain("× degree 2 = 2");
  });
});
