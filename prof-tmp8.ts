import { readFileSync } from "node:fs";
import { parseDuellist, runDuels } from "./src/sim/duel";
const a = parseDuellist(readFileSync("scenarios/duel/brawler.yaml", "utf8"), "a");
const b = parseDuellist(readFileSync("scenarios/duel/ninjutsu.yaml", "utf8"), "b");
const t = performance.now(); const c0 = process.cpuUsage(); runDuels(a, b, 5000, Number(process.argv[2] ?? 1)); const c1 = process.cpuUsage(c0); console.log("5000 duels", ((performance.now() - t) / 1000).toFixed(2), "s wall,", (c1.user / 1e6).toFixed(2), "s user");
