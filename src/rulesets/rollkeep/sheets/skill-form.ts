/**
 * The skills as the sheet's form submits them: one row per skill (`system.skills.<n>.key`, `.rank`,
 * `.emphases`), the emphases typed as one line of names separated by commas (D8). Foundry expands
 * the rows into an object by index; the model stores a list, each emphasis a name of its own, so
 * the rows become that list with each line split. The model then checks every key, rank and name.
 */
export function skillsFromForm(data: Record<string, unknown>): Record<string, unknown> {
  // The expanded form holds the actor's system fields under `system`, when the form has any.
  const system = data.system as { skills?: unknown } | undefined;
  const rows = system?.skills;
  if (typeof rows !== "object" || rows === null || Array.isArray(rows)) return data;
  // An object of rows by index, just checked; each row's fields the model checks as it stores them.
  const skills = Object.entries(rows as Record<string, { emphases?: unknown }>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, row]) => ({ ...row, emphases: typeof row.emphases === "string" ? row.emphases.split(",").map((e) => e.trim()).filter((e) => e !== "") : row.emphases }));
  return { ...data, system: { ...system, skills } };
}
