import { fieldOf, integerIn, record } from "../../../authority/request-fields";
import { mayGrantUnder, registerWhoGrants } from "../../who-grants";
import { format, localize } from "../../../i18n";
import { FREE_RAISES_MAX, MODIFIER_DICE_MAX, MODIFIER_FLAT_MAX } from "../data/bounds";

type User = NonNullable<typeof game.user>;

/** Dice rolled and kept and a flat part the table adds (D9). */
export interface PoolModifier {
  rolled: number;
  kept: number;
  flat: number;
}

export const NO_MODIFIER: Readonly<PoolModifier> = Object.freeze({ rolled: 0, kept: 0, flat: 0 });

/** Whether a modifier changes a pool at all. */
export const modifies = (m: PoolModifier) => m.rolled !== 0 || m.kept !== 0 || m.flat !== 0;

/**
 * What the table gives a roll, beyond what the character's sheet holds (R9 free raises, D9 the
 * situation's modifier and an attack's damage modifier, AT9 a strong position): the GM's to give,
 * so a card shows every one and a world may keep them the GM's alone.
 */
export interface TableGrant {
  freeRaises: number;
  freeRaisesOnTn: number;
  modifier: PoolModifier;
  damageModifier: PoolModifier;
  advantagedPosition: boolean;
}

/**
 * Who types the table's grants on a player's roll: the players, as the GM tells them ("players"), or
 * the GM alone ("gm", the default: a player's request is refused naming the grant, and their dialogs
 * do not offer them). The GM's own rolls always may.
 */
const TABLE_GRANTS_SETTING = "rkTableGrants";

export function registerTableGrants(): void {
  registerWhoGrants(TABLE_GRANTS_SETTING, { name: "SHINOBI.RollKeep.Grant.setting.name", hint: "SHINOBI.RollKeep.Grant.setting.hint", choices: { gm: "SHINOBI.RollKeep.Grant.setting.gm", players: "SHINOBI.RollKeep.Grant.setting.players" } });
}

/** Whether this user may type the table's grants: a GM always, a player when the world lets players type them. */
export function mayGrant(user: User | null | undefined): boolean {
  return mayGrantUnder(TABLE_GRANTS_SETTING, user);
}

/** A request refused for a grant the world keeps the GM's, naming it. */
class GrantRefused extends Error {
  constructor(readonly field: string) {
    super(format("SHINOBI.RollKeep.Grant.gmOnly", { field }));
  }
}

/** Refuses, naming the first one, any grant a requester who may not grant claims (`field` the request's name for the grant's holder). */
export function requireGrantable(grant: Partial<TableGrant>, field: string, requester: User): void {
  if (mayGrant(requester)) return;
  const claimed: Record<keyof TableGrant, boolean> = {
    freeRaises: (grant.freeRaises ?? 0) !== 0,
    freeRaisesOnTn: (grant.freeRaisesOnTn ?? 0) !== 0,
    modifier: modifies(grant.modifier ?? NO_MODIFIER),
    damageModifier: modifies(grant.damageModifier ?? NO_MODIFIER),
    advantagedPosition: grant.advantagedPosition === true,
  };
  const key = (Object.keys(claimed) as (keyof TableGrant)[]).find((k) => claimed[k]);
  if (key === undefined) return;
  throw new GrantRefused(key === "advantagedPosition" ? `${field}.circumstances.${key}` : `${field}.${key}`);
}

/** Free raises read from a request: a whole number from 0 to the table's cap. */
export function freeRaisesIn(value: unknown, field: string): number {
  return integerIn(value, field, 0, FREE_RAISES_MAX);
}

/** A modifier read from a request: dice and a flat part, each a whole number within the rules' own bounds on a modifier. */
export function modifierIn(value: unknown, field: string): PoolModifier {
  const m = record(value, field);
  const signed = (key: string, limit: number) => integerIn(fieldOf(m, key), `${field}.${key}`, -limit, limit);
  return { rolled: signed("rolled", MODIFIER_DICE_MAX), kept: signed("kept", MODIFIER_DICE_MAX), flat: signed("flat", MODIFIER_FLAT_MAX) };
}

/** A modifier as the card writes it: +1k0+5, −2. */
function modifierText(m: PoolModifier): string {
  const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
  const dice = m.rolled !== 0 || m.kept !== 0 ? `${signed(m.rolled)}k${m.kept < 0 ? `−${-m.kept}` : m.kept}` : "";
  const flat = m.flat !== 0 ? signed(m.flat) : "";
  return `${dice}${flat}`;
}

/** Every grant on a roll, worded for its card; empty when the table gave nothing. */
export function grantLines(grant: Partial<TableGrant>): string[] {
  const lines: string[] = [];
  if (grant.freeRaises) lines.push(format("SHINOBI.RollKeep.Grant.freeRaises", { count: grant.freeRaises }));
  if (grant.freeRaisesOnTn) lines.push(format("SHINOBI.RollKeep.Grant.freeRaisesOnTn", { count: grant.freeRaisesOnTn }));
  if (grant.modifier && modifies(grant.modifier)) lines.push(format("SHINOBI.RollKeep.Grant.modifier", { modifier: modifierText(grant.modifier) }));
  if (grant.damageModifier && modifies(grant.damageModifier)) lines.push(format("SHINOBI.RollKeep.Grant.damageModifier", { modifier: modifierText(grant.damageModifier) }));
  if (grant.advantagedPosition) lines.push(localize("SHINOBI.RollKeep.Grant.advantagedPosition"));
  return lines;
}
