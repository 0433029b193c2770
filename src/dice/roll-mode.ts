import { SYSTEM_ID } from "../constants";

/** Foundry's roll modes: "publicroll", "gmroll", "blindroll", "selfroll". */
export type RollMode = Roll.ConfiguredRollModes;

/** The roll modes a player's request may name, read as one of these or refused. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const satisfies readonly RollMode[];

/** How NPC rolls are shown: as the roller chose ("public"), or always to the GMs only, or blind. */
export const NPC_ROLL_MODES = ["public", "gmroll", "blindroll"] as const;
export type NpcRollMode = (typeof NPC_ROLL_MODES)[number];

/** The world setting (`shinobi.npcRollMode`) that makes rolls for unowned actors private. */
export const NPC_ROLL_MODE_SETTING = "npcRollMode";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.npcRollMode": NpcRollMode;
  }
}

/** Registers `shinobi.npcRollMode` (world, GM-editable, "public" by default). Call on `init`. */
export function registerRollModeSettings(): void {
  if (!game.settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  game.settings.register(SYSTEM_ID, NPC_ROLL_MODE_SETTING, {
    name: "SHINOBI.Setting.npcRollMode.name",
    hint: "SHINOBI.Setting.npcRollMode.hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      public: "SHINOBI.Setting.npcRollMode.public",
      gmroll: "SHINOBI.Setting.npcRollMode.gmroll",
      blindroll: "SHINOBI.Setting.npcRollMode.blindroll",
    },
    default: "public",
  });
}

/** What decides a roll's mode: whether some non-GM user owns the actor (Foundry's `hasPlayerOwner`). */
export interface RollActor {
  readonly hasPlayerOwner: boolean;
}

/** The GM's choice for NPC rolls; "public" (no override) in a world that never registered the setting. */
export function npcRollMode(): NpcRollMode {
  if (!game.settings?.settings.has(`${SYSTEM_ID}.${NPC_ROLL_MODE_SETTING}`)) return "public";
  const mode = game.settings.get(SYSTEM_ID, NPC_ROLL_MODE_SETTING);
  return (NPC_ROLL_MODES as readonly string[]).includes(mode) ? mode : "public";
}

/**
 * The roll mode for a message about a roll made for `actor`: the roller's chosen mode
 * (`core.rollMode`, or `chosen` when a GM's client acts for a player who sent theirs), unless the
 * actor has no player owner and the GM made NPC rolls private, in which case that mode wins.
 */
export function rollModeFor(actor?: RollActor | null, chosen?: RollMode): RollMode {
  const mode = chosen ?? userRollMode();
  if (!actor || actor.hasPlayerOwner) return mode;
  const npc = npcRollMode();
  return npc === "public" ? mode : npc;
}

/**
 * Applies `rollModeFor(actor, chosen)` to message data the Foundry way (`ChatMessage.applyRollMode`):
 * private and blind modes whisper the message to the GMs, blind also hides it from the roller,
 * self whispers it to the roller alone. Changes `messageData` in place and returns it.
 */
export function applyRollModeFor<T extends ChatMessage.CreateData>(messageData: T, actor?: RollActor | null, chosen?: RollMode): T {
  ChatMessage.implementation.applyRollMode(messageData, rollModeFor(actor, chosen));
  return messageData;
}

/**
 * A card the GM's client posts for a player, shown to whoever should see it: the player's roll
 * mode kept, so a private roll reaches the GMs and that player, a self roll that player alone.
 */
export function applyRequesterRollMode(data: ChatMessage.CreateData, actor: RollActor, mode: RollMode, requester: { id: string | null }): ChatMessage.CreateData {
  applyRollModeFor(data, actor, mode);
  const whisper = whisperIds(Array.isArray(data.whisper) ? data.whisper : null);
  if (requester.id === game.user?.id || !whisper.length || data.blind || !requester.id) return data;
  return { ...data, whisper: mode === "selfroll" ? [requester.id] : [...new Set([...whisper, requester.id])] };
}

/** A message's whisper as user ids (core lets a message's data name users by document too). */
function whisperIds(whisper: readonly unknown[] | null | undefined): string[] {
  return (whisper ?? []).flatMap((w) => (typeof w === "string" ? [w] : w && typeof w === "object" && "id" in w && typeof w.id === "string" ? [w.id] : []));
}

/**
 * Who sees a card someone must answer (an attack at their fighter), whatever the roll mode hid:
 * a public card stays public (null: nothing to change); a whispered one is whispered to the GMs
 * and `answerers` too, beside whoever the mode named, and is never blind, since Foundry shows a
 * blind message's content to the GMs alone and the answerers must see its buttons. A blind roll's
 * roller is still not among them unless it answers too.
 */
export function answerableBy(whisper: readonly unknown[] | null | undefined, answerers: readonly string[]): { whisper: string[]; blind: false } | null {
  const named = whisperIds(whisper);
  if (!named.length) return null;
  const gms = [...(game.users ?? [])].flatMap((u) => (u.isGM && u.id ? [u.id] : []));
  return { whisper: [...new Set([...named, ...gms, ...answerers])], blind: false };
}

/** The roll mode this user chose (core's client setting). */
export function userRollMode(): RollMode {
  const settings = game.settings;
  if (!settings) throw new Error("Roll modes were read before Foundry's init hook");
  // fvtt-types lets the core setting be null; Foundry's own default is a public roll.
  return settings.get("core", "rollMode") ?? "publicroll";
}
