import { format } from "../i18n";

/*
 * Core applies an actor's Active Effects' `changes` to its prepared data, the `actor.system` every
 * ruleset reads, and holds them to none of the data model's bounds: an owner's own effect
 * `{ key: "system.stats.str", mode: 5, value: "1e300" }` would give their character a Strength no
 * edit of the sheet can store, and a number past a port's range stops that actor's steps. So a
 * change to the actor's data is applied only where it leaves a value the data model's own field
 * allows (a whole number within its range, one of its choices…); otherwise it is not applied at all
 * (the value stays what it was before that change, never cut to the bound), and the GM and the
 * actor's owners are told which effect tried what. A change naming no field of the model (core
 * would write any path, or the whole `system`) is not applied either. Every client prepares the
 * same data the same way, so the GM's client, which the rules run on, holds the same refusal.
 */

/** What the guard reads of a data field: core's `DataField#validate`, which returns a failure or nothing. */
interface FieldView {
  validate(value: unknown): unknown;
}

/** What the guard reads of an actor's system data: its schema, which finds a field by its dotted path. */
interface ModelView {
  schema?: { getField?(path: string): FieldView | undefined };
}

/** The path of a change's key inside the actor's `system`, or null when it is outside it (core's as before: no rule reads it). */
function systemPath(key: string): string | null {
  if (key === "system") return "";
  return key.startsWith("system.") ? key.slice("system.".length) : null;
}

/** The data model's field at a path of the actor's system; none for the whole system or a path the model does not hold. */
function fieldAt(actor: Actor.Implementation, path: string): FieldView | undefined {
  // The actor's system is its type's data model (a plain object for a type with none, which has no schema).
  const model = actor.system as ModelView;
  return path === "" ? undefined : model.schema?.getField?.(path);
}

/** Whether a field holds a value: its own validation passes, and a number is a finite one (a field with no range would take Infinity). */
function allows(field: FieldView, value: unknown): boolean {
  if (typeof value === "number" && !Number.isFinite(value)) return false;
  return field.validate(value) === undefined;
}

/** What has been told on this client: each refused change once, not at every data preparation. */
const told = new Set<string>();

/** Tells the GM and the actor's owners (in a notice) and the console (anyone), once, that an effect's change was not applied. */
function tell(effect: ActiveEffect.Implementation, actor: Actor.Implementation, key: string, value: unknown): void {
  const shown = String(value).slice(0, 40);
  const once = `${effect.uuid}|${key}|${shown}`;
  const concerned = !!game.user?.isGM || actor.isOwner;
  // Data is prepared before the notices are up (a world loading): told at a later preparation then.
  if (told.has(once) || (concerned && !ui.notifications)) return;
  told.add(once);
  const data = { name: actor.name ?? "", effect: effect.name ?? "", key, value: shown };
  console.warn(`Shinobi | ${format("SHINOBI.Guard.effectChangeRefused", data)}`);
  if (concerned) ui.notifications?.warn(format("SHINOBI.Guard.effectChangeRefused", data));
}

/**
 * Applies one change of an effect to an actor (`apply`: core's) when what it leaves is within the
 * data model's bounds; otherwise puts back the value the change found, tells, and applies nothing.
 * Returns what core returns: the paths written and their values.
 */
export function applyWithinBounds<T extends object>(effect: ActiveEffect.Implementation, actor: Actor.Implementation, change: ActiveEffect.ChangeData, apply: () => T): T | Record<string, never> {
  const path = systemPath(change.key);
  if (path === null) return apply();
  const field = fieldAt(actor, path);
  if (!field) {
    tell(effect, actor, change.key, change.value);
    return {};
  }
  const before: unknown = foundry.utils.deepClone(foundry.utils.getProperty(actor, change.key));
  const applied = apply();
  const after = foundry.utils.getProperty(actor, change.key);
  if (allows(field, after)) return applied;
  foundry.utils.setProperty(actor, change.key, before);
  tell(effect, actor, change.key, after);
  return {};
}
