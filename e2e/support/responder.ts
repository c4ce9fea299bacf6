import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { AdminApi } from "./api";

/**
 * A responder's phone: this page's browser redeems a fresh code (the cookie lands in the browser, as
 * on the enroll screen, whose journey e2e/enroll.spec.ts covers), an admin approves it through the
 * API, and the main screen opens. `language` is stored before the first load.
 */
export async function activeResponder(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  opts: { name?: string; extension?: string; language?: "en" | "he" } = {},
): Promise<{ fingerprint: string; admin: AdminApi }> {
  const admin = await AdminApi.signIn(request, baseURL);
  const { code } = await admin.createCode({ responderName: opts.name, responderIdNumber: opts.extension });
  const language = opts.language ?? "en";
  await page.addInitScript((lng) => {
    if (!localStorage.getItem("language")) localStorage.setItem("language", lng);
  }, language);
  await page.goto("/enroll");
  await expect(page.locator("#enroll-code")).toBeVisible();
  // Enrollment is limited to 10 a minute per address, and every test here enrolls from 127.0.0.1:
  // past the limit, wait as long as the server says and try again.
  for (let attempt = 0; ; attempt++) {
    const res = await page.evaluate(async (enrollCode) => {
      const fingerprint = localStorage.getItem("deviceFingerprint");
      const r = await fetch("/api/devices/enroll", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: enrollCode, fingerprint }),
      });
      return {
        status: r.status,
        retryAfter: Number(r.headers.get("retry-after")) || 5,
        body: await r.text(),
      };
    }, code);
    if (res.status === 429 && attempt < 5) {
      await page.waitForTimeout(res.retryAfter * 1_000);
      continue;
    }
    expect(res.status, res.body).toBe(200);
    break;
  }
  const fingerprint = await page.evaluate(() => localStorage.getItem("deviceFingerprint") ?? "");
  await admin.approveByFingerprint(fingerprint);
  await page.goto("/");
  await expect(page.getByTestId("responder-home")).toBeVisible();
  return { fingerprint, admin };
}

/** A sideways drag over the tab content: by mouse (pointer events) or by a finger (touch events). */
export async function swipe(page: Page, dx: number, by: "mouse" | "touch") {
  const box = await page.getByTestId("tab-panel").boundingBox();
  if (!box) throw new Error("no tab panel to swipe on");
  const x = box.x + box.width / 2;
  // Near the panel's top edge: a card's heading, never a field (a drag there selects text).
  const y = box.y + 10;
  if (by === "mouse") {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 3 });
    await page.mouse.move(x + dx, y, { steps: 3 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number) => [{ x: px, y }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(x + dx / 2) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(x + dx) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}
