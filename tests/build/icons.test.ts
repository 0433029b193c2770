import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../harness/handlebars";

/**
 * Foundry core icons the packs and code may use. Each was checked against public listings of
 * Foundry's icon set; a new icon must be added here after checking it exists in core.
 */
const KNOWN_CORE_ICONS = new Set([
  "icons/equipment/chest/breastplate-layered-steel.webp",
  "icons/equipment/shield/heater-steel-worn.webp",
  "icons/magic/air/wind-tornado-wall-blue.webp",
  "icons/magic/control/hypnosis-mesmerism-swirl.webp",
  "icons/magic/defensive/shield-barrier-blue.webp",
  "icons/magic/earth/projectile-stone-boulder-brown.webp",
  "icons/magic/fire/flame-burning-fist-strike.webp",
  "icons/magic/fire/projectile-fireball-orange.webp",
  "icons/magic/life/heart-cross-blue.webp",
  "icons/magic/lightning/bolt-strike-blue.webp",
  "icons/magic/movement/trail-streak-zigzag-yellow.webp",
  "icons/magic/perception/shadow-stealth-eyes-purple.webp",
  "icons/magic/perception/silhouette-stealth-shadow.webp",
  "icons/magic/water/projectile-water-rings.webp",
  "icons/skills/melee/shield-block-gray-orange.webp",
  "icons/skills/melee/strike-dagger-blood-red.webp",
  "icons/skills/melee/sword-shield-stylized-white.webp",
  "icons/skills/melee/unarmed-punch-fist.webp",
  "icons/skills/movement/feet-winged-boots-brown.webp",
  "icons/skills/movement/figure-running-gray.webp",
  "icons/skills/social/diplomacy-handshake-yellow.webp",
  "icons/tools/scribal/magnifying-glass.webp",
  "icons/weapons/axes/axe-broad-brown.webp",
  "icons/weapons/daggers/dagger-straight-steel.webp",
  "icons/weapons/staves/staff-simple.webp",
  "icons/weapons/swords/sword-guard-flanged.webp",
  "icons/weapons/swords/sword-guard-steel.webp",
  "icons/weapons/swords/sword-katana.webp",
  "icons/weapons/thrown/dagger-ringed-steel.webp",
  "icons/weapons/thrown/dart-feathered.webp",
  "icons/weapons/thrown/shuriken-blue.webp",
  "icons/weapons/thrown/shuriken-double-red.webp",
  ...["aura", "blind", "blood", "cancel", "clockwork", "d20-grey", "daze", "degen", "falling", "fire", "lightning", "mystery-man", "net", "paralysis", "poison", "skull", "sleep", "sun", "unconscious"].map((n) => `icons/svg/${n}.svg`),
  // Core's own token statuses (CONFIG.statusEffects of v13: deaf, fear, fly, frozen, regen, downgrade, target, eye, hover).
  ...["deaf", "terror", "wing", "frozen", "regen", "downgrade", "target", "eye", "wingfoot"].map((n) => `icons/svg/${n}.svg`),
  // A rider (roll-and-keep's Mounted): core ships it with its token and item icons.
  "icons/svg/horse.svg",
  // Core's door and lock controls (CONFIG.controlIcons of v13: doorClosed, doorLocked, lock), for the objects pack.
  "icons/svg/door-closed-outline.svg",
  "icons/svg/door-locked-outline.svg",
  "icons/svg/padlock.svg",
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("icons", () => {
  it("uses only checked Foundry core icons in packs and code", () => {
    const used = new Set<string>();
    for (const file of [...files(join(REPO, "packs", "_source")), ...files(join(REPO, "src"))]) {
      for (const m of readFileSync(file, "utf8").matchAll(/icons\/[\w/.-]+\.(?:webp|svg)/g)) used.add(m[0]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((icon) => !KNOWN_CORE_ICONS.has(icon))).toEqual([]);
  });
});
