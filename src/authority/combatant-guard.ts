import { format } from "../i18n";

/**
 * The parts of a combatant the rules read as the fight's timeline: the IC or score it acts on,
 * whether it is out, and its ruleset data (AP, stun, slot, budget, the round's record). Core lets
 * the owner of a combatant's actor write all three (BaseCombatant#canUpdate), so a player's
 * console could hand itself a turn; only the GM's client, through its queue, may write them.
 */
const TIMELINE_FIELDS = ["initiative", "defeated", "system"] as const;

/** The timeline field a change touches (top-level or dotted), or null when it touches none. */
export function timelineFieldIn(changes: object): string | null {
  const keys = Object.keys(changes);
  return TIMELINE_FIELDS.find((field) => keys.some((key) => key === field || key.startsWith(`${field}.`))) ?? null;
}

/** The timeline field a new combatant's data sets to something of its own, or null when it leaves all of them to the GM. */
function chosenFieldIn(data: Record<string, unknown>): string | null {
  if (data.initiative !== undefined && data.initiative !== null) return "initiative";
  if (data.defeated === true) return "defeated";
  const system = data.system;
  if (system !== undefined && system !== null && (typeof system !== "object" || Object.keys(system).length > 0)) return "system";
  return null;
}

/** Refuses a write on this client, naming the field, and says so to the user making it. */
function refuse(field: string): false {
  ui.notifications?.error(format("SHINOBI.Combat.combatantGuarded", { field }));
  return false;
}

function isGuarded(type: unknown, types: readonly string[], userId: string): boolean {
  return typeof type === "string" && types.includes(type) && !game.users?.get(userId)?.isGM;
}

/**
 * Guards the ruleset's combatants on every client: a non-GM user's update touching a timeline
 * field is refused before it leaves the client, and so is a combatant a player adds carrying
 * timeline values of its own (adding one's token to a fight, as core's token HUD does, stays open).
 * Removing one's own combatant stays open too: it takes the fighter out, it hands it nothing.
 */
export function guardCombatants(types: readonly string[]): void {
  Hooks.on("preUpdateCombatant", (combatant, changes, _options, userId) => {
    if (!isGuarded(combatant.type, types, userId)) return true;
    const field = timelineFieldIn(changes);
    return field === null ? true : refuse(field);
  });
  Hooks.on("preCreateCombatant", (combatant, data, _options, userId) => {
    if (!isGuarded(combatant.type, types, userId)) return true;
    const field = chosenFieldIn(data as Record<string, unknown>);
    return field === null ? true : refuse(field);
  });
}
