/**
 * The system's types, declared to fvtt-types (13.345) by declaration merging: which data model
 * each document subtype has, which class each document is, the system's hooks and
 * `game.shinobi`. src/index.ts imports this file for its side effect; keep every declaration in
 * step with what `initShinobi` registers at runtime. The recipe is in docs/typing.md.
 * Settings are declared next to their registration (src/settings.ts, src/dice/roll-mode.ts).
 */
import type { CharacterData, NpcData } from "../rulesets/ic/data/actor";
import type { AbilityData, EquipmentData, StatusItemData, TechniqueData, WeaponData, WoundData } from "../rulesets/ic/data/item";
import type { IcCombatData, IcCombatantData } from "../rulesets/ic/data/combat";
import type { StatusEffectData } from "../rulesets/ic/data/effect";
import type { RkNpcData, RkSamuraiData } from "../rulesets/rollkeep/data/actor";
import type { RkArmorData, RkTechniqueData, RkWeaponData } from "../rulesets/rollkeep/data/item";
import type { RkCombatantData, RkCombatData } from "../rulesets/rollkeep/data/combat";
import type { DgCharacterData, DgNpcData } from "../rulesets/degrees/data/actor";
import type { DgArmourData, DgObjectData, DgTechniqueData, DgWeaponData } from "../rulesets/degrees/data/item";
import type { DgCombatData, DgCombatantData } from "../rulesets/degrees/data/combat";
import type { ShinobiActor } from "../documents/shinobi-actor";
import type { ShinobiItem } from "../documents/shinobi-item";
import type { ShinobiActiveEffect } from "../documents/shinobi-active-effect";
import type { IcCombat } from "../rulesets/ic/combat/ic-combat";
import type { IcCombatant } from "../rulesets/ic/combat/ic-combatant";
import type { RkCombat } from "../rulesets/rollkeep/combat/rk-combat";
import type { icApi } from "../rulesets/ic";
import type { rollkeepApi } from "../rulesets/rollkeep";
import type { degreesApi } from "../rulesets/degrees";
import type { CardState } from "../rulesets/ic/attack/card-view";
import type { DegreesCardState } from "../rulesets/degrees/attack/card-state";
import type { DegreesObjectCard } from "../rulesets/degrees/attack/object-card";
import type { RkCardState } from "../rulesets/rollkeep/attack/card-state";
import type { ContestSide, RkContestCard } from "../rulesets/rollkeep/roll/contest";
import type { RkEffortCard } from "../rulesets/rollkeep/roll/effort";
import type { RulesetTypesOf } from "../rules/registry";
import type { shinobiApi } from "../index";

/** What macros and modules reach as `game.shinobi`: the shared API and the active ruleset's own (IC's, roll-and-keep's `rollkeep`, degrees' `degrees`). */
export type ShinobiApi = typeof shinobiApi & typeof icApi & Partial<typeof rollkeepApi> & Partial<typeof degreesApi>;

declare module "fvtt-types/configuration" {
  /**
   * Subtype → data model class, as registered in CONFIG.<Document>.dataModels. Each ruleset's
   * types have names of their own (roll-and-keep's start with `rk`, degrees' with `dg`), so each maps to one model;
   * a world registers only its ruleset's models, and a document of another is read-only.
   */
  interface DataModelConfig {
    Actor: {
      character: typeof CharacterData;
      npc: typeof NpcData;
      rkSamurai: typeof RkSamuraiData;
      rkNpc: typeof RkNpcData;
      dgCharacter: typeof DgCharacterData;
      dgNpc: typeof DgNpcData;
    };
    Item: {
      technique: typeof TechniqueData;
      weapon: typeof WeaponData;
      equipment: typeof EquipmentData;
      ability: typeof AbilityData;
      wound: typeof WoundData;
      status: typeof StatusItemData;
      rkWeapon: typeof RkWeaponData;
      rkArmor: typeof RkArmorData;
      rkTechnique: typeof RkTechniqueData;
      dgWeapon: typeof DgWeaponData;
      dgTechnique: typeof DgTechniqueData;
      dgArmour: typeof DgArmourData;
      dgObject: typeof DgObjectData;
    };
    ActiveEffect: { status: typeof StatusEffectData };
    Combat: { ic: typeof IcCombatData; rk: typeof RkCombatData; dg: typeof DgCombatData };
    Combatant: { ic: typeof IcCombatantData; rk: typeof RkCombatantData; dg: typeof DgCombatantData };
  }

  /** The classes set as CONFIG.<Document>.documentClass: `Actor.implementation`, `Actor.ImplementationClass`. */
  /**
   * The system's own flags: an attack card's state on its chat message (IC's `card`, degrees'
   * `degreesCard` and its attacks at objects' `degreesObjectCard`, roll-and-keep's `rkCard`, and its contests' `rkContest` (a blind one's first side sealed in `rkContestSeal`) and group and cumulative
   * rolls' `rkEffort`); on actors, items and
   * token deltas, the ruleset a document was made under (src/documents/ruleset-stamp.ts) and the
   * schema version it reached (src/migrations/sources.ts, docs/migrations.md); on a maneuvers-pack
   * item, the port's basic action it stands for (`maneuver`, src/rulesets/degrees/attack/use-item.ts).
   */
  interface FlagConfig {
    ChatMessage: { shinobi?: { card?: CardState; degreesCard?: DegreesCardState; degreesObjectCard?: DegreesObjectCard; rkCard?: RkCardState; rkContest?: RkContestCard; rkContestSeal?: ContestSide; rkEffort?: RkEffortCard } };
    Actor: { shinobi?: { ruleset?: string; schema?: number } };
    Item: { shinobi?: { ruleset?: string; schema?: number; maneuver?: string } };
    ActorDelta: { shinobi?: { schema?: number } };
    /**
     * A degrees condition the effect holds for the rules (src/rulesets/degrees/status-effects.ts);
     * the days a roll-and-keep Fasting or Fatigued effect counts (src/rulesets/rollkeep/deprivation-days.ts).
     */
    ActiveEffect: { shinobi?: { condition?: RulesetTypesOf<"degrees">["conditionInstance"]; days?: number } };
  }

  interface DocumentClassConfig {
    Actor: typeof ShinobiActor;
    Item: typeof ShinobiItem;
    ActiveEffect: typeof ShinobiActiveEffect;
    Combat: typeof IcCombat;
    Combatant: typeof IcCombatant;
  }

  /** The same classes per subtype: `Actor.Implementation`, `Actor.OfType<"npc">`, `game.actors.get()`, `combatant.actor`. */
  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: ShinobiActor<SubType>;
  }
  interface ConfiguredItem<SubType extends Item.SubType> {
    document: ShinobiItem<SubType>;
  }
  interface ConfiguredActiveEffect<SubType extends ActiveEffect.SubType> {
    document: ShinobiActiveEffect<SubType>;
  }
  interface ConfiguredCombat<SubType extends Combat.SubType> {
    document: IcCombat<SubType>;
  }
  interface ConfiguredCombatant<SubType extends Combatant.SubType> {
    document: IcCombatant<SubType>;
  }

  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types keeps HookConfig in this namespace
  namespace Hooks {
    /** The system's own hooks (docs/combat.md), for `Hooks.on` and `Hooks.callAll`. */
    interface HookConfig {
      /** A roll-and-keep round has ended (4e Reactions, the house Readying Phase). */
      "shinobi.rkRoundEnded": (combat: RkCombat, round: number) => void;
      /** An action was declared in a roll-and-keep turn. */
      "shinobi.rkDeclared": (combat: RkCombat, combatant: Combatant.Implementation, declared: RulesetTypesOf<"rollkeep">["declared"]) => void;
      /** The fight has moved to a new IC. */
      "shinobi.icStart": (combat: IcCombat, ic: number) => void;
      /** An action was declared on the timeline. */
      "shinobi.actionDeclared": (combat: IcCombat, combatant: IcCombatant, action: RulesetTypesOf<"ic">["action"], declared: RulesetTypesOf<"ic">["declared"]) => void;
      /** The current IC is over, before the clock runs. */
      "shinobi.icEnd": (combat: IcCombat, ic: number) => void;
      /** Core v13's hook after a token moved, on every client with the user who moved it (fvtt-types 13.345 does not list it). */
      moveToken: (token: TokenDocument.Implementation, movement: TokenDocument.MovementOperation, operation: TokenDocument.Database.UpdateOperation, user: User.Implementation) => void;
    }
  }
}

declare global {
  // `game` is typed as a union of its stages (uninitialized, init, i18nInit, setup, ready);
  // the API exists from init on, so each initialized stage gets it.
  interface InitGame {
    shinobi: ShinobiApi;
  }
  interface I18nInitGame {
    shinobi: ShinobiApi;
  }
  interface SetupGame {
    shinobi: ShinobiApi;
  }
  interface ReadyGame {
    shinobi: ShinobiApi;
  }
}

/**
 * Narrows a document to some of the system's subtypes, and so its `system` to their data models:
 * `if (isOfType(actor, "character", "npc")) actor.system.stats`. Needed because a document is
 * one class over all its subtypes, and those always include core's "base" and modules' "x.y"
 * types, whose data is unknown; comparing `actor.type` narrows nothing.
 */
export function isOfType<const T extends Actor.ConfiguredSubTypes>(doc: Actor.Implementation, ...types: T[]): doc is Actor.OfType<T>;
export function isOfType<const T extends Item.ConfiguredSubTypes>(doc: Item.Implementation, ...types: T[]): doc is Item.OfType<T>;
export function isOfType<const T extends ActiveEffect.ConfiguredSubTypes>(doc: ActiveEffect.Implementation, ...types: T[]): doc is ActiveEffect.OfType<T>;
export function isOfType<const T extends Combat.ConfiguredSubTypes>(doc: Combat.Implementation, ...types: T[]): doc is Combat.OfType<T>;
export function isOfType<const T extends Combatant.ConfiguredSubTypes>(doc: Combatant.Implementation, ...types: T[]): doc is Combatant.OfType<T>;
export function isOfType(doc: { type: string }, ...types: string[]): boolean {
  return types.includes(doc.type);
}
