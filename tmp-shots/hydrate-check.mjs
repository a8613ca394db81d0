import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext();
const paths = process.argv.slice(2);
const page0 = await ctx.newPage();
await page0.request.post(`${base}/api/store/unlock`, { data: { password: 'skins2026' } });
for (const p of paths) {
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 6000)}`); });
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 6000)}`));
  await page.goto(`${base}${p}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15000 }).catch(() => logs.push('NOT HYDRATED'));
  await page.waitForTimeout(1500);
  const h1 = await page.locator('h1').first().textContent().catch(() => null);
  console.log(p, '| h1:', h1, '| url:', page.url().replace(base, ''));
  for (const l of logs) console.log('   ', l);
  await page.close();
}
await browser.close();
