import { chromium } from "playwright";
const base = "http://localhost:3360";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (let i = 0; i < 60; i++) { try { if ((await fetch(base + "/readyz")).ok) break; } catch {} await new Promise(r => setTimeout(r, 1000)); }
await page.goto(`${base}/keystatic/singleton/servicesMvps`);
await page.getByRole("button", { name: "Speichern" }).waitFor({ timeout: 180000 });
const adds = page.getByRole("button", { name: "Eintrag hinzufügen" });
console.log("add buttons", await adds.count());
const faq = page.getByRole("grid", { name: /^Fragen/ });
console.log("grids", (await page.getByRole("grid").evaluateAll(els => els.map(e => e.getAttribute("aria-label") || e.getAttribute("aria-labelledby")))).join(" | "));
const labels = await page.getByRole("grid").evaluateAll(els => els.map(e => { const id = e.getAttribute("aria-labelledby"); return id ? id.split(" ").map(i => document.getElementById(i)?.textContent).join(" ") : e.getAttribute("aria-label"); }));
console.log(labels.join(" | "));
await page.goto(`${base}/keystatic/singleton/references`);
await page.getByRole("button", { name: "Speichern" }).waitFor({ timeout: 180000 });
const labels2 = await page.getByRole("grid").evaluateAll(els => els.map(e => { const id = e.getAttribute("aria-labelledby"); return id ? id.split(" ").map(i => document.getElementById(i)?.textContent).join(" ") : e.getAttribute("aria-label"); }));
console.log(labels2.join(" | "));
await browser.close();
