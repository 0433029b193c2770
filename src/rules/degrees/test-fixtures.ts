/** Plain fighters the degrees tests share (test data only; nothing in the rules imports it). */
import type { AttackerView, DefenderView } from "./attack/types";
import type { DegreesCombatant } from "./combatant";
import { FRESH_ROUND } from "./turn-actions";

/** A Medium ninja of campaign level 1: 21 HP, 22 chakra, Dodge DC 13, base melee damage 2 + weapon. */
export const NINJA: DegreesCombatant = {
  id: "ninja",
  character: {
    attributes: { strength: 3, dexterity: 4, vigor: 2, spirit: 4 },
    campaignLevel: 1,
    size: "standard",
    permanentSize: true,
    accuracies: { melee: 3, ranged: 2, dodge: 4, anticipate: 2 },
    notice: 2,
    bodyHardness: [],
    armourAbsorption: 0,
  },
  hp: { hp: 21, nonLethal: 0, stable: false },
  chakra: 22,
  conditions: [],
  actions: FRESH_ROUND,
  stance: null,
  wielding: { weight: "light" },
  absorption: 0,
  sensor: false,
};

export const ATTACKER: AttackerView = { size: "standard", conditions: [] };

/** The ninja defending in the open, a light weapon in hand. */
export const DEFENDER: DefenderView = {
  size: "standard",
  conditions: [],
  accuracies: { melee: 3, dodge: 4, anticipate: 2 },
  dodgeBonuses: [],
  anticipateBonuses: [],
  defenceModifiers: [],
  wielding: { weight: "light" },
  cover: "none",
  camouflage: [],
  located: true,
  chakra: 10,
  actionsLeft: ["standard", "movement", "partial"],
};
