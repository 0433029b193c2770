import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { REPO } from "../harness/handlebars";
import { actAs, type Harness } from "../harness";
import { findChromium, REAL_LOOKUPS, type ChromiumLookups } from "./find-chromium";

export const OUTPUT = join(REPO, "test-output");

// The same flags for every Chromium, the packaged one included (its own `args` are for serverless
// hosts: single process, web security off, no font hinting), so each lays the sheets out alike.
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

/** Starts headless the Chromium that `findChromium` picks (see docs/testing.md for the order). */
export async function launchChromium(look: ChromiumLookups = REAL_LOOKUPS): Promise<Browser> {
  const { path, source } = await findChromium(look);
  try {
    return await chromium.launch({ executablePath: path, args: FLAGS, headless: true });
  } catch (error) {
    throw new Error(`Chromium at ${path} (found through ${source}) did not start: ${String(error)}`, { cause: error });
  }
}

/** One Chromium for the test file that calls this: started before its tests, closed after them; the getter gives it to each test. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium has not started");
    return browser;
  };
}

/** An application rendered through the harness: its HTML, and the tab it shows. */
export interface RenderedApp {
  render(): Promise<unknown>;
  html: string;
  tabGroups: Record<string, string>;
}

/** A sheet class as the browser checks make one: from its document, as core's sheets are. */
type SheetClass = new (options: { document: unknown }) => unknown;

/**
 * An actor's sheet rendered as the GM or a player sees it (the harness's user while it renders;
 * the GM's again after), on a tab when given, opened in a window of the browser.
 */
export async function openSheetAs(harness: Harness, who: "gm" | "player", Sheet: SheetClass, actor: unknown, browser: Browser, window: { width: number; height: number; classes: string }, tab?: string): Promise<Page> {
  actAs(harness, who);
  try {
    // The cast: every sheet the checks render is an application the harness renders to HTML.
    const sheet = new Sheet({ document: actor }) as RenderedApp;
    if (tab) sheet.tabGroups.primary = tab;
    await sheet.render();
    return await openInWindow(browser, sheet.html, window);
  } finally {
    actAs(harness, "gm");
  }
}

/** Core rules the system's markup relies on (Foundry hides inactive tabs; windows clip their content). */
const CORE_LIKE_CSS = `
  body { margin: 0; font-family: sans-serif; font-size: 14px; background: #e8e3d9; color: #191813; }
  .application { position: absolute; top: 8px; left: 8px; display: flex; flex-direction: column; background: #f4f0e8; border: 1px solid #444; box-shadow: 0 0 12px #0006; overflow: hidden; }
  .application .window-content { flex: 1; padding: 8px; min-height: 0; }
  .tab:not(.active) { display: none; }
  nav.tabs { display: flex; gap: 12px; border-bottom: 1px solid #999; padding: 4px 0; }
  nav.tabs a.active { font-weight: bold; text-decoration: underline; }
  input, select, button { font: inherit; }
  prose-mirror { display: block; min-height: 4rem; border: 1px solid #999; }
  #sidebar { background: #222; color: #eee; width: 300px; }
  .dice-roll .dice-formula, .dice-roll .dice-total { margin: 4px 0; padding: 2px; text-align: center; border: 1px solid #999; border-radius: 3px; background: #0001; }
  .dice-roll .dice-total { font-size: 1.4em; }
  .dice-tooltip .dice-rolls { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 4px 0; padding: 0; }
  .dice-tooltip .dice-rolls .roll { min-width: 24px; text-align: center; }
  .dice-tooltip .part-header { display: flex; justify-content: space-between; font-size: 0.85em; }
  /* Foundry ships Font Awesome; these stand in for the icons the sheets use, so buttons are not blank. */
  .fa-solid { font-style: normal; }
  .fa-dice-d10::before, .fa-dice-d20::before { content: "⬢"; }
  .fa-minus::before { content: "−"; }
  .fa-plus::before { content: "+"; }
  .fa-rotate-left::before { content: "↺"; }
  .fa-trash::before { content: "✕"; }
  .fa-check::before { content: "✓"; }
  .fa-eye::before { content: "◉"; }
  .fa-ear-listen::before { content: "♪"; }
`;

/** Opens HTML inside a window frame of the given size, with the system stylesheet loaded. */
export async function openInWindow(browser: Browser, html: string, { width, height, classes }: { width: number; height: number; classes: string }): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: width + 16, height: height + 16 } });
  const css = readFileSync(join(REPO, "styles", "shinobi.css"), "utf8");
  await page.setContent(`<!doctype html><html><head><style>${CORE_LIKE_CSS}</style><style>${css}</style></head>
    <body><div class="application ${classes}" style="width:${width}px;height:${height}px"><section class="window-content">${html}</section></div></body></html>`);
  return page;
}

/** Elements whose content spills out sideways (a layout bug at this window size). */
export async function horizontalOverflow(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** A small picture, so screenshots show portraits and item icons instead of broken images. */
export const picture = (color: string, mark: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="${color}"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${mark}</text></svg>`)}`;

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT, { recursive: true });
  const path = join(OUTPUT, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
