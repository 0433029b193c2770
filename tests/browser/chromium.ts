import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { REPO } from "../harness/handlebars";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const OUTPUT = join(REPO, "test-output");

const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
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

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT, { recursive: true });
  const path = join(OUTPUT, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
