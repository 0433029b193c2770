import type { QuenchBatch } from "./quench-types";

interface ActorLike {
  id: string;
  system: { vitality: { value: number } };
  items: { contents: { id: string; name: string }[] };
  useTechnique(itemId: string, options?: object): Promise<unknown>;
  delete(): Promise<unknown>;
}

interface CardLike {
  id: string;
  flags: { shinobi: { card: { attack: { defense: { defense: string } | null; hits: { combatantId: string; damage: { damage: number } }[] | null }; landed: string } } };
  delete(): Promise<unknown>;
}

const STATS = { str: 40, dex: 40, agi: 30, res: 30, cha: 30 };
const KICK = { name: "Test Kick", type: "technique", system: { kind: "taijutsu", speed: 12, stamina: 0, damage: { dice: "2d6", stat: "str", type: "blunt" } } };

/** The attack card on real documents and real chat messages: defence, damage, apply. */
export const attackCardBatch: QuenchBatch = {
  key: "shinobi.attack-card",
  label: "Shinobi: attack cards",
  fn: ({ describe, it, expect }) => {
    describe("an attack card outside a fight", () => {
      it("goes from the technique to the target's Vitality", async () => {
        const create = (d: object) => (Actor as unknown as { create(d: object): Promise<ActorLike> }).create(d);
        const attacker = await create({ name: "Quench Attacker", type: "character", system: { stats: STATS }, items: [KICK] });
        const target = await create({ name: "Quench Target", type: "character", system: { stats: STATS, vitality: { value: 900, max: 900 } } });
        // Through the public API, so this batch shares the running system's modules.
        const requestCardStep = (game as unknown as { shinobi: { cards: { step(messageId: string, step: object): Promise<void> } } }).shinobi.cards.step;
        try {
          await attacker.useTechnique(attacker.items.contents[0]?.id ?? "", { targetActorId: target.id });
          const card = [...(game.messages as unknown as Iterable<CardLike>)].pop() as CardLike;
          await requestCardStep(card.id, { step: "defend", choice: "none" });
          expect(card.flags.shinobi.card.attack.defense?.defense).to.equal("none");
          await requestCardStep(card.id, { step: "damage" });
          const dealt = card.flags.shinobi.card.attack.hits?.[0]?.damage.damage ?? 0;
          // 2d6 + STR 40/15 (2) × 12: between 26 and 36.
          expect(dealt).to.be.within(26, 36);
          await requestCardStep(card.id, { step: "apply" });
          expect(card.flags.shinobi.card.landed).to.equal("applied");
          expect(target.system.vitality.value).to.equal(900 - dealt);
          await card.delete();
        } finally {
          await Promise.all([attacker.delete(), target.delete()]);
        }
      });
    });
  },
};
