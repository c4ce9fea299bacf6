import { expect, test, type Page } from "@playwright/test";

// Pin the browser language so the default (English) does not depend on the machine.
test.use({ locale: "en-US" });

/** Collects page errors and console errors (a CSP violation is one) to assert none happened. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Expected answers: an unenrolled browser's config call is 404 (it leads to /enroll), and the
    // admin gate's session check is 401 until someone signs in.
    const expected = /status of (401|404)/.test(message.text());
    if (message.type() === "error" && !expected) errors.push(message.text());
  });
  return errors;
}

async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test("an unknown route shows the 404 page with a link home", async ({ page }) => {
  const errors = trackErrors(page);
  await page.goto("/nope");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  // Home on a browser that holds no enrolled device leads on to enrollment.
  await expect(page).toHaveURL(/\/enroll$/);
  await expect(page.getByRole("heading", { level: 1, name: "Device Enrollment" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("every route of the spec draws its screen; admin and voice test load on demand", async ({ page }) => {
  const errors = trackErrors(page);
  const screens = [
    ["/", "Device Enrollment"],
    ["/dialer", "Device Enrollment"],
    ["/enroll", "Device Enrollment"],
    ["/admin", "Admin Panel"],
    ["/voice-test", "Voice Test"],
  ] as const;
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("the admin screen is not in the first download", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Device Enrollment" })).toBeVisible();
  expect(scripts.some((p) => p.includes("admin-page"))).toBe(false);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  expect(scripts.some((p) => p.includes("admin-page"))).toBe(true);
});

test("switching to Hebrew turns the page right-to-left and survives a reload", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("lang", "en");
  const event = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        window.addEventListener("languageChanged", (e) => resolve((e as CustomEvent).detail), { once: true });
      }),
  );

  await page.getByRole("button", { name: "עברית" }).click();

  expect(await event).toBe("he");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1, name: "רישום מכשיר" })).toBeVisible();
  await expect(page.getByText("הזינו את קוד הרישום שקיבלתם מהמוקד.")).toBeVisible();
  await expect(page.getByRole("button", { name: "עברית" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("he");

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1, name: "רישום מכשיר" })).toBeVisible();

  await page.goto("/nope");
  await expect(page.getByRole("heading", { level: 1, name: "404 הדף לא נמצא" })).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
});

test.describe("with a Hebrew browser", () => {
  test.use({ locale: "he-IL" });

  test("the app starts in Hebrew when nothing is stored", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "רישום מכשיר" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
  });
});

test("the app shell opens offline after one visit", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Device Enrollment" })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims open pages when it activates; reload once if this page is not yet controlled.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const banner = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Device Enrollment" })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(
    "You are offline. Some features may not work until the connection returns.",
  );

  // A route never visited also opens: the worker answers every navigation with the shell.
  await page.goto("/nope");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test("screenshots at 390x844 in English and Hebrew", async ({ page, context }) => {
  const shots = [
    ["main", "/"],
    ["not-found", "/nope"],
    ["admin", "/admin"],
  ] as const;
  for (const language of ["en", "he"] as const) {
    await page.goto("/");
    await page.evaluate((lng) => localStorage.setItem("language", lng), language);
    for (const [name, path] of shots) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await hasHorizontalOverflow(page), `${path} in ${language} overflows sideways`).toBe(false);
      await page.screenshot({ path: `test-results/screenshots/${name}-${language}.png`, fullPage: true });
    }
    await page.goto("/");
    await context.setOffline(true);
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    expect(await hasHorizontalOverflow(page), `offline banner in ${language} overflows sideways`).toBe(false);
    await page.screenshot({ path: `test-results/screenshots/main-offline-${language}.png`, fullPage: true });
    await context.setOffline(false);
  }
});
