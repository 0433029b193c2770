import type { QuenchBatch } from "./quench-types";

interface DocConfig {
  documentClass: { name: string };
  dataModels: Record<string, unknown>;
  sheetClasses?: Record<string, Record<string, { cls: { name: string }; default: boolean }>>;
}

/** After `ready`: every document class, data model, sheet, the tracker, settings, statuses and dice are in place. */
export const registrationBatch: QuenchBatch = {
  key: "shinobi.registration",
  label: "Shinobi: system registration",
  fn: ({ describe, it, expect }) => {
    const config = () => CONFIG as unknown as {
      Actor: DocConfig;
      Item: DocConfig;
      ActiveEffect: DocConfig;
      Combat: DocConfig;
      Combatant: DocConfig;
      ui: { combat: { name: string } };
      statusEffects: { id: string; img: string }[];
      Dice: { rolls: { name: string }[] };
    };

    describe("documents and data models", () => {
      it("uses the system's document classes", () => {
        expect(config().Actor.documentClass.name).to.equal("ShinobiActor");
        expect(config().Item.documentClass.name).to.equal("ShinobiItem");
        expect(config().Combat.documentClass.name).to.equal("IcCombat");
        expect(config().Combatant.documentClass.name).to.equal("IcCombatant");
      });

      it("registers a data model for every declared type", () => {
        expect(Object.keys(config().Actor.dataModels)).to.include.members(["character", "npc"]);
        expect(Object.keys(config().Item.dataModels)).to.include.members(["technique", "weapon", "equipment", "ability", "wound", "status"]);
        expect(Object.keys(config().ActiveEffect.dataModels)).to.include("status");
        expect(Object.keys(config().Combat.dataModels)).to.include("ic");
        expect(Object.keys(config().Combatant.dataModels)).to.include("ic");
      });
    });

    describe("sheets and the tracker", () => {
      it("opens characters on the full sheet and NPCs on the compact one", () => {
        expect(config().Actor.sheetClasses?.character?.["shinobi.ShinobiActorSheet"]?.default).to.equal(true);
        expect(config().Actor.sheetClasses?.npc?.["shinobi.ShinobiNpcSheet"]?.default).to.equal(true);
      });

      it("gives every item type the shinobi item sheet", () => {
        for (const type of ["technique", "weapon", "equipment", "ability", "wound", "status"]) {
          expect(config().Item.sheetClasses?.[type]?.["shinobi.ShinobiItemSheet"]?.default).to.equal(true);
        }
      });

      it("replaces the combat tracker with the IC tracker", () => {
        expect(config().ui.combat.name).to.equal("IcCombatTracker");
      });
    });

    describe("settings, statuses and dice", () => {
      it("registers the world settings", () => {
        const registered = (game.settings as unknown as { settings: Map<string, unknown> }).settings;
        for (const key of ["ruleset", "woundThresholds", "fatiguePenaltyPerLevel", "maxDicePerRoll", "maxDiceTerms", "schemaVersion"]) expect(registered.has(`shinobi.${key}`)).to.equal(true);
        const menus = (game.settings as unknown as { menus: Map<string, unknown> }).menus;
        expect(menus.has("shinobi.woundThresholdsMenu")).to.equal(true);
        expect(game.settings?.get("shinobi", "ruleset")).to.equal("ic");
      });

      it("lists the rules' statuses and conditions for tokens, each with an icon; Stun, which needs a magnitude, is not one", () => {
        const ids = config().statusEffects.map((s) => s.id);
        expect(ids).to.include.members(["bleed", "burn", "ignite", "immobility", "paralysis", "poison", "shock", "sleep", "suffocation", "visibility", "incapacitated", "unconscious", "dead"]);
        expect(ids).not.to.include("stun");
        for (const status of config().statusEffects) expect(status.img).to.match(/\.(svg|webp|png)$/);
      });

      it("registers the system roll class", () => {
        expect(config().Dice.rolls.map((r) => r.name)).to.include("ShinobiRoll");
      });

      it("exposes the rules engine as game.shinobi.rules", () => {
        const api = (game as unknown as { shinobi: { rules: Record<string, unknown> } }).shinobi;
        expect((api.rules.ic as Record<string, unknown>).deriveCombatValues).to.be.a("function");
        expect((api.rules.ic as Record<string, unknown>).advanceClock).to.be.a("function");
      });
    });
  },
};
