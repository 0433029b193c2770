import type { QuenchBatch } from "./quench-types";

interface IcCombatLike {
  id: string;
  currentIc: number;
  combatants: { get(id: string): { initiative: number | null; system: { ap: number; variable: { untilIc: number | null }; delayed: { resolvesOn: number | null } } } | undefined; contents: { id: string; name: string }[] };
  updateEmbeddedDocuments(name: string, updates: object[]): Promise<unknown>;
  declareAction(id: string, action: object, options?: object): Promise<{ declared: { speed: { speed: number }; actor: { nextIc: number } } }>;
  legalInterrupts(defenderId: string, againstId: string, candidates: object[]): { name: string }[];
  stun(id: string, magnitude: number): Promise<void>;
  queueOutcomes(...outcomes: object[]): Promise<void>;
  endIc(): Promise<number | null>;
  undoIc(): Promise<boolean>;
  delete(): Promise<unknown>;
}

const STATS = { str: 30, dex: 40, agi: 30, res: 30, cha: 40 };
const PUNCH = { name: "Basic Unarmed", kind: "taijutsu", role: "attack", speed: 8, stamina: 5, damage: { dice: "2d4", stat: "str", type: "blunt" } };
const DODGE = { name: "Dodge", kind: "defensive", role: "dodge", speed: 2, interrupt: true };
const taijutsu = (speed: number) => ({ name: `Taijutsu ${speed}`, kind: "taijutsu", role: "attack", speed, damage: { dice: "1d4", stat: "str", type: "blunt" } });
const HANDSEALS = { name: "Perform Handseals", kind: "utility", role: "handseals", speed: 6, variable: true, abort: true };
const ABORT = { name: "Abort", kind: "utility", role: "abort", speed: 1 };

/** A hit the port's attack steps would leave to settle: `damage` after mitigation, and the statuses it carries. */
const hit = (attackerId: string, defenderId: string, action: string, damage: number, statuses: object[] = []) => ({
  attackerId, defenderId, action, accuracy: 10, defense: "none", defenseRefused: null, defenseRoll: null,
  result: { outcome: "hit", failedBy: 0, damageFraction: 1 }, defenderDelay: 0, damageRolled: damage, damageFormula: "", damage,
  mitigation: [], knockback: 0, statuses, damageType: "blunt", calledShot: null, multiThrow: false, blocked: false,
});

/** Builds three actors and an IC fight with Shikamaru on 0, Ino on 4, Choji on 10. */
async function teamTen(): Promise<{ combat: IcCombatLike; ids: Record<string, string>; actors: { id: string; system: { vitality: { value: number }; hp: { value: number } }; effects: { contents: { system: { kind: string; severity: number } }[] } }[]; cleanup: () => Promise<void> }> {
  const actors = await Promise.all(
    ["Shikamaru", "Ino", "Choji"].map((name) =>
      (Actor as unknown as { create(d: object): Promise<{ id: string; delete(): Promise<unknown> }> }).create({ name, type: "character", system: { stats: STATS, vitality: { value: 800, max: 800 }, hp: { value: 200, max: 200 } } }),
    ),
  );
  const combat = (await (Combat as unknown as { create(d: object): Promise<IcCombatLike> }).create({
    type: "ic",
    combatants: actors.map((a, i) => ({ type: "ic", actorId: a.id, name: ["Shikamaru", "Ino", "Choji"][i], initiative: [0, 4, 10][i] })),
  })) as IcCombatLike;
  const ids = Object.fromEntries(combat.combatants.contents.map((c) => [c.name, c.id]));
  return { combat, ids, actors: actors as never, cleanup: async () => void (await Promise.all([combat.delete(), ...actors.map((a) => a.delete())])) };
}

/** The IC tracker's behaviour on real documents: the rules text's worked example, the clock, undo. */
export const icCombatBatch: QuenchBatch = {
  key: "shinobi.ic-combat",
  label: "Shinobi: IC combat",
  fn: ({ describe, it, expect }) => {
    describe("the worked combat example through the Combat document", () => {
      it("reaches Shikamaru 30, Ino 28, Choji 34", async () => {
        const { combat, ids, cleanup } = await teamTen();
        const ic = (name: string) => combat.combatants.get(ids[name] as string)?.initiative;
        await combat.declareAction(ids.Shikamaru as string, PUNCH);
        await combat.declareAction(ids.Choji as string, DODGE, { against: ids.Shikamaru });
        expect([ic("Shikamaru"), ic("Choji")]).to.deep.equal([8, 12]);
        expect(await combat.endIc()).to.equal(4);
        await combat.declareAction(ids.Ino as string, HANDSEALS, { length: 14 });
        expect(ic("Ino")).to.equal(18);
        expect(await combat.endIc()).to.equal(8);
        await combat.declareAction(ids.Shikamaru as string, taijutsu(12));
        await combat.declareAction(ids.Choji as string, DODGE, { against: ids.Shikamaru });
        expect([ic("Shikamaru"), ic("Choji")]).to.deep.equal([20, 14]);
        expect(await combat.endIc()).to.equal(14);
        await combat.declareAction(ids.Choji as string, taijutsu(20));
        await combat.declareAction(ids.Ino as string, DODGE, { against: ids.Choji });
        expect([ic("Choji"), ic("Ino")]).to.deep.equal([34, 20]);
        expect(await combat.endIc()).to.equal(20);
        await combat.declareAction(ids.Shikamaru as string, PUNCH);
        await combat.declareAction(ids.Ino as string, { ...taijutsu(6), name: "Ino's jutsu", kind: "ninjutsu" });
        await combat.declareAction(ids.Shikamaru as string, DODGE, { against: ids.Ino });
        await combat.declareAction(ids.Ino as string, DODGE, { against: ids.Shikamaru });
        expect([ic("Shikamaru"), ic("Ino"), ic("Choji")]).to.deep.equal([30, 28, 34]);
        await cleanup();
      });

      it("refuses an action off the combatant's IC, but allows an interrupt against one declared on it", async () => {
        const { combat, ids, cleanup } = await teamTen();
        await combat.declareAction(ids.Shikamaru as string, PUNCH);
        let refused = "";
        try {
          await combat.declareAction(ids.Choji as string, PUNCH);
        } catch (error) {
          refused = (error as Error).message;
        }
        expect(refused).to.match(/does not act on IC 0/);
        let unanswered = "";
        try {
          await combat.declareAction(ids.Choji as string, DODGE);
        } catch (error) {
          unanswered = (error as Error).message;
        }
        expect(unanswered).to.match(/nothing declared on this IC to interrupt/);
        expect((await combat.declareAction(ids.Choji as string, DODGE, { against: ids.Shikamaru })).declared.actor.nextIc).to.equal(12);
        await cleanup();
      });
    });

    describe("simultaneous actions and timeline changes", () => {
      it("holds both attacks of a shared IC until the GM ends it, then lands both", async () => {
        const { combat, ids, actors, cleanup } = await teamTen();
        await combat.updateEmbeddedDocuments("Combatant", [{ _id: ids.Ino, initiative: 0 }]);
        await combat.declareAction(ids.Shikamaru as string, PUNCH);
        await combat.declareAction(ids.Ino as string, PUNCH);
        const [shikamaru, ino] = actors as [(typeof actors)[number], (typeof actors)[number]];
        await combat.queueOutcomes(hit(shikamaru.id, ino.id, "Basic Unarmed", 30));
        await combat.queueOutcomes(hit(ino.id, shikamaru.id, "Basic Unarmed", 25, [{ kind: "bleed", severity: 2, duration: 0, roll: "none", tn: 0 }]));
        expect([shikamaru.system.vitality.value, ino.system.vitality.value]).to.deep.equal([800, 800]);
        await combat.endIc();
        // The Bleed lands at the end of IC 0 and ticks (2 × 2) on IC 5, on the way to IC 8.
        expect([shikamaru.system.vitality.value, ino.system.vitality.value]).to.deep.equal([771, 770]);
        expect(shikamaru.effects.contents.map((e) => [e.system.kind, e.system.severity])).to.deep.equal([["bleed", 2]]);
        await cleanup();
      });

      it("turns a heavy queued hit into a wound item when the IC ends", async () => {
        const { combat, actors, cleanup } = await teamTen();
        const ino = actors[1] as unknown as { id: string; items: { contents: { type: string; system: { severity: string; location: string } }[] } };
        await combat.queueOutcomes(hit(ino.id, ino.id, "Falling Heel", 200));
        await combat.endIc();
        const wounds = ino.items.contents.filter((i) => i.type === "wound");
        // 200 of 800 Vitality is 25%: a Major wound, somewhere the d100 says.
        expect(wounds.map((w) => w.system.severity)).to.deep.equal(["major"]);
        expect(wounds[0]?.system.location).to.match(/head|torso|abdomen|arm|leg/);
        await cleanup();
      });

      it("offers only interrupts fast enough for the declared action", async () => {
        const { combat, ids, cleanup } = await teamTen();
        await combat.declareAction(ids.Shikamaru as string, { ...PUNCH, speed: 5 });
        const kawarimi = { name: "Substitution", kind: "defensive", speed: 3, interrupt: true };
        expect(combat.legalInterrupts(ids.Choji as string, ids.Shikamaru as string, [DODGE, kawarimi]).map((a) => a.name)).to.deep.equal(["Dodge"]);
        let refused = "";
        try {
          await combat.declareAction(ids.Choji as string, kawarimi, { against: ids.Shikamaru });
        } catch (error) {
          refused = (error as Error).message;
        }
        expect(refused).to.match(/too slow to interrupt a Speed 5 action/);
        await cleanup();
      });

      it("stuns: pushes the next IC, and cuts a Block short first", async () => {
        const { combat, ids, cleanup } = await teamTen();
        await combat.declareAction(ids.Shikamaru as string, { name: "Block", kind: "defensive", role: "block", speed: 5, variable: true, abort: true }, { length: 20 });
        expect(combat.combatants.get(ids.Shikamaru as string)?.initiative).to.equal(20);
        await combat.stun(ids.Shikamaru as string, 4);
        // The Block stops (act on IC 1), then the stun adds 4.
        expect(combat.combatants.get(ids.Shikamaru as string)?.initiative).to.equal(5);
        expect(combat.combatants.get(ids.Shikamaru as string)?.system.variable.untilIc).to.equal(null);
        await combat.stun(ids.Choji as string, 5);
        await combat.stun(ids.Choji as string, 3);
        expect(combat.combatants.get(ids.Choji as string)?.initiative).to.equal(15);
        await cleanup();
      });

      it("aborts a running Block: it ends, and the next action comes on the following IC", async () => {
        const { combat, ids, cleanup } = await teamTen();
        await combat.declareAction(ids.Shikamaru as string, { name: "Block", kind: "defensive", role: "block", speed: 5, variable: true, abort: true }, { length: 20 });
        await combat.declareAction(ids.Shikamaru as string, ABORT);
        expect(combat.combatants.get(ids.Shikamaru as string)?.initiative).to.equal(1);
        expect(combat.combatants.get(ids.Shikamaru as string)?.system.variable.untilIc).to.equal(null);
        let refused = "";
        try {
          await combat.declareAction(ids.Choji as string, ABORT);
        } catch (error) {
          refused = (error as Error).message;
        }
        expect(refused).to.match(/nothing to abort/);
        await cleanup();
      });
    });

    describe("delayed actions", () => {
      it("stops the count on the IC a delayed action resolves, then clears it", async () => {
        const { combat, ids, cleanup } = await teamTen();
        await combat.declareAction(ids.Shikamaru as string, { name: "Shadow bind", kind: "ninjutsu", role: "attack", speed: 12, delay: 3, statuses: [{ kind: "immobility", severity: 5, duration: 10, roll: "none", tn: 0 }] });
        expect(combat.combatants.get(ids.Shikamaru as string)?.system.delayed.resolvesOn).to.equal(3);
        expect(await combat.endIc()).to.equal(3);
        expect(await combat.endIc()).to.equal(4);
        expect(combat.combatants.get(ids.Shikamaru as string)?.system.delayed.resolvesOn).to.equal(null);
        expect(combat.combatants.get(ids.Shikamaru as string)?.initiative).to.equal(12);
        await cleanup();
      });
    });

    describe("the clock", () => {
      it("grants 5 AP at IC 20, 40 and 60, capped at AGI/2, and undoes steps", async () => {
        const { combat, ids, cleanup } = await teamTen();
        await combat.updateEmbeddedDocuments("Combatant", [{ _id: ids.Shikamaru, initiative: 45 }, { _id: ids.Ino, initiative: 45 }, { _id: ids.Choji, initiative: 21 }]);
        expect(await combat.endIc()).to.equal(21);
        expect(combat.combatants.get(ids.Ino as string)?.system.ap).to.equal(5);
        expect(await combat.endIc()).to.equal(45);
        // AGI 30 caps AP at 15 - two grants make 10.
        expect(combat.combatants.get(ids.Ino as string)?.system.ap).to.equal(10);
        await combat.updateEmbeddedDocuments("Combatant", [{ _id: ids.Shikamaru, initiative: 65 }, { _id: ids.Ino, initiative: 65 }, { _id: ids.Choji, initiative: 65 }]);
        expect(await combat.endIc()).to.equal(65);
        expect(combat.combatants.get(ids.Ino as string)?.system.ap).to.equal(15);
        expect(await combat.undoIc()).to.equal(true);
        expect(combat.currentIc).to.equal(45);
        expect(combat.combatants.get(ids.Ino as string)?.system.ap).to.equal(10);
        expect(await combat.undoIc()).to.equal(true);
        expect(combat.currentIc).to.equal(21);
        expect(combat.combatants.get(ids.Ino as string)?.system.ap).to.equal(5);
        await cleanup();
      });
    });
  },
};
