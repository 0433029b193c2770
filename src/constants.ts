/** The system id, as in system.json; every path and setting hangs off it. */
export const SYSTEM_ID = "shinobi";

/** Where the built system's templates live once Foundry serves it. */
export function templatePath(relative: string): string {
  return `systems/${SYSTEM_ID}/templates/${relative}`;
}
