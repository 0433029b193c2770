import { CALLED_TARGETS, CIRCUMSTANCES, type AttackCall, type Circumstances, type Maneuver } from "./attack-call";

type Surroundings = Pick<AttackCall, "wind" | "weather">;

/** A number field as typed: empty is 0 (nothing asked), anything else its number, which the port checks (a fraction is refused, not rounded). */
function numberIn(data: FormData, name: string): number {
  const text = String(data.get(name) ?? "").trim();
  return text === "" ? 0 : Number(text);
}

const checkedIn = (data: FormData, name: string) => data.get(name) !== null;

/** The maneuvers the form calls (§9): a box or a number for each; a Called Shot by where it aims, a custom one by its name. */
function maneuversIn(data: FormData): Maneuver[] {
  const maneuvers: Maneuver[] = [];
  const aim = CALLED_TARGETS.find((t) => t === data.get("m.calledShot"));
  if (aim) maneuvers.push({ kind: "calledShot", target: aim });
  for (const kind of ["disarm", "extraAttack", "feint", "knockdown", "tacticalStrike"] as const) if (checkedIn(data, `m.${kind}`)) maneuvers.push({ kind });
  const extraDamage = numberIn(data, "m.extraDamage");
  if (extraDamage !== 0) maneuvers.push({ kind: "extraDamage", raises: extraDamage });
  const feet = numberIn(data, "m.pushPull");
  if (feet !== 0) maneuvers.push({ kind: "pushPull", feet });
  const name = String(data.get("m.customName") ?? "").trim();
  if (name !== "") maneuvers.push({ kind: "custom", name, raises: numberIn(data, "m.customRaises") });
  return maneuvers;
}

/** The attack dialog's form read into an attack call; the port judges every number (the dialog shows its refusal). */
export function attackCallFromForm(data: FormData): AttackCall {
  // Object.fromEntries loses the key types; every circumstance is read as a box.
  const circumstances = Object.fromEntries(CIRCUMSTANCES.map((key) => [key, checkedIn(data, `c.${key}`)])) as Circumstances;
  return {
    raisesCalled: numberIn(data, "raisesCalled"),
    freeRaises: numberIn(data, "freeRaises"),
    freeRaisesOnTn: numberIn(data, "freeRaisesOnTn"),
    tacticsRaises: numberIn(data, "tacticsRaises"),
    voidBoost: checkedIn(data, "voidBoost"),
    maneuvers: maneuversIn(data),
    circumstances,
    modifier: { rolled: numberIn(data, "modRolled"), kept: numberIn(data, "modKept"), flat: numberIn(data, "modFlat") },
    extraAttack: checkedIn(data, "extraAttack"),
    focus: checkedIn(data, "focus"),
    damageModifier: { rolled: numberIn(data, "dmgRolled"), kept: numberIn(data, "dmgKept"), flat: numberIn(data, "dmgFlat") },
    // The selects offer the port's winds and weathers (a melee attack shows none: nothing said); the port refuses anything else.
    wind: String(data.get("wind") ?? "") as Surroundings["wind"],
    weather: String(data.get("weather") ?? "") as Surroundings["weather"],
    difficultTerrain: numberIn(data, "difficultTerrain"),
  };
}

/** What the form shows of a call: each maneuver's box or number, so a re-render keeps what was chosen. */
export function callShown(call: AttackCall) {
  const find = <K extends Maneuver["kind"]>(kind: K) => call.maneuvers.find((m): m is Extract<Maneuver, { kind: K }> => m.kind === kind);
  return {
    calledShot: find("calledShot")?.target ?? "",
    disarm: !!find("disarm"),
    extraAttack: !!find("extraAttack"),
    feint: !!find("feint"),
    knockdown: !!find("knockdown"),
    tacticalStrike: !!find("tacticalStrike"),
    extraDamage: find("extraDamage")?.raises ?? 0,
    pushPull: find("pushPull")?.feet ?? 0,
    customName: find("custom")?.name ?? "",
    customRaises: find("custom")?.raises ?? 0,
  };
}
