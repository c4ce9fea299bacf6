import { expect, test, type Page } from "@playwright/test";
import { activeResponder, swipe } from "./support/responder";

test.use({ locale: "en-US" });

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const activeTab = (page: Page) => page.getByTestId("tab-panel");
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe("the responder's main screen", () => {
  test("shows who is on the device, the four tabs, and the footer", async ({ page, request, baseURL }) => {
    const { fingerprint } = await activeResponder(page, request, baseURL!, {
      name: "Avi Mizrahi",
      extension: "214",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Avi Mizrahi" })).toBeVisible();
    await expect(page.getByText("Extension 214", { exact: true })).toBeVisible();
    await expect(page.getByLabel(`Device ID ending in ${fingerprint.slice(-4)}`)).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["Messenger", "Phone", "Phone Book", "PTT"]);
    await expect(tab(page, "Messenger")).toHaveAttribute("aria-selected", "true");
    // Not linked to a staff account: no ADMIN badge and no Admin button.
    await expect(page.getByTestId("admin-badge")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    // Numbers sit in bidi isolates inside the sentence, so they keep their order in Hebrew too.
    await expect(page.locator("footer")).toContainText(
      /Office \u2066?02-555-0003\u2069? · Ext\. \u2066?214\u2069?/,
    );
    await expect(page.getByTestId("signal-label")).toHaveText("Signal: online");
    // Linked to central command by the realtime socket; no 3CX server yet, and it says so.
    await expect(page.getByTestId("connection-state")).toHaveAttribute("data-status", "connected");
    await expect(page.getByTestId("connection-state")).toHaveText(/3CX Not Configured/);
    await expect(page.getByTestId("connection-banner")).toBeHidden();
  });

  test("/dialer opens the phone tab, with speed dials, quick access and the info card", async ({
    page,
    request,
    baseURL,
  }) => {
    await activeResponder(page, request, baseURL!);
    await page.goto("/dialer");
    await expect(tab(page, "Phone")).toHaveAttribute("aria-selected", "true");
    const dials = page.getByTestId("speed-dials");
    await expect(dials.getByRole("link", { name: "Call Dispatch Center" })).toHaveAttribute(
      "href",
      "tel:025550001",
    );
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await expect(page.getByText("No Number", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "PTT" }).click();
    await expect(tab(page, "PTT")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: /Emergency Dispatch/ })).toHaveAttribute(
      "href",
      "tel:025550001",
    );
    await page.getByRole("button", { name: "Messages" }).click();
    await expect(tab(page, "Messenger")).toHaveAttribute("aria-selected", "true");
  });

  test("tabs hide when the system config disables them", async ({ page, request, baseURL }) => {
    await activeResponder(page, request, baseURL!);
    await page.route("**/api/system/config", (route) =>
      route.fulfill({ json: { messengerEnabled: true, phoneEnabled: false, pttEnabled: true } }),
    );
    await page.goto("/dialer");
    await expect(page.getByRole("tab")).toHaveText(["Messenger", "PTT"]);
    // The phone tab is off, so /dialer falls back to the first enabled tab.
    await expect(tab(page, "Messenger")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Phone", exact: true })).toHaveCount(0);
  });

  test("a swipe past 50 px moves to the next or previous enabled tab, by finger or mouse", async ({
    page,
    request,
    baseURL,
  }) => {
    await activeResponder(page, request, baseURL!);
    await page.route("**/api/system/config", (route) =>
      route.fulfill({ json: { messengerEnabled: true, phoneEnabled: false, pttEnabled: true } }),
    );
    await page.reload();
    await expect(activeTab(page)).toHaveAttribute("data-tab", "messenger");
    await swipe(page, -40, "touch");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "messenger");
    await swipe(page, -120, "touch");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "ptt");
    await swipe(page, -120, "touch");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "ptt");
    await swipe(page, 120, "mouse");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "messenger");
    await page.unroute("**/api/system/config");
    await page.reload();
    await swipe(page, -120, "mouse");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "phone");
    await tab(page, "Phone").press("ArrowRight");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "phonebook");
    await expect(tab(page, "Phone Book")).toBeFocused();
  });

  test("in Hebrew the next tab lies to the left, and the phone book searches in Hebrew", async ({
    page,
    request,
    baseURL,
  }) => {
    await activeResponder(page, request, baseURL!, { language: "he" });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const [first, second] = await Promise.all([
      tab(page, "הודעות").boundingBox(),
      tab(page, "טלפון").boundingBox(),
    ]);
    expect(second!.x).toBeLessThan(first!.x);
    await swipe(page, 120, "touch");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "phone");
    await swipe(page, -120, "touch");
    await expect(activeTab(page)).toHaveAttribute("data-tab", "messenger");

    // The phone book, searched in Hebrew whatever final-letter forms are typed.
    await tab(page, "ספר טלפונים").click();
    const search = page.getByRole("searchbox", { name: "חיפוש בספר הטלפונים" });
    await search.fill("הדסה");
    await expect(page.getByTestId("hospital-list").getByRole("listitem")).toHaveCount(2);
    await search.fill("מיון ילדימ");
    await expect(page.getByTestId("hospital-list").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("hospital-list")).toContainText("הדסה עין כרם");
  });

  test("unread badges come from the device's counts and stop at 99+", async ({ page, request, baseURL }) => {
    const { fingerprint } = await activeResponder(page, request, baseURL!);
    const counts = await page.evaluate(
      async (fp): Promise<unknown> => (await fetch(`/api/devices/${fp}/notifications`)).json(),
      fingerprint,
    );
    expect(counts).toEqual({ messenger: 0, phone: 0, ptt: 0 });
    await expect(page.getByTestId("badge-ptt")).toHaveCount(0);
    await page.route(`**/api/devices/${fingerprint}/notifications`, (route) =>
      route.fulfill({ json: { messenger: 3, phone: 0, ptt: 250 } }),
    );
    await page.reload();
    await expect(page.getByTestId("badge-messenger")).toHaveText("3");
    await expect(page.getByTestId("badge-ptt")).toHaveText("99+");
    await expect(page.getByTestId("badge-phone")).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "PTT 99+ new" })).toBeVisible();
  });

  test("the phone book searches in English and Hebrew and opens a hospital", async ({
    page,
    request,
    baseURL,
  }) => {
    await activeResponder(page, request, baseURL!);
    await tab(page, "Phone Book").click();
    const list = page.getByTestId("hospital-list");
    await expect(list.getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("quick-dial").getByRole("link")).toHaveCount(4);
    await expect(list.getByRole("listitem").first()).toContainText("Numbers: 4 · Emergency: 2");

    const search = page.getByRole("searchbox", { name: "Search the phone book" });
    await search.fill("hadassah");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await search.fill("שַׁעֲרֵי צֶדֶק");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Shaare Zedek Medical Center");
    await search.fill("כוויות");
    await expect(list).toContainText("Hadassah Ein Kerem");
    await search.fill("עינ כרמ");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await search.fill("no such place");
    await expect(page.getByText("No hospital matches this search.")).toBeVisible();

    await search.fill("ein kerem");
    await list.getByRole("button").click();
    const detail = page.getByTestId("hospital-detail");
    await expect(detail.getByRole("heading", { name: "Emergency numbers" })).toBeVisible();
    await expect(detail.getByRole("heading", { name: "Additional numbers" })).toBeVisible();
    await expect(detail.getByRole("link", { name: "Call Pediatric Emergency, 02-555-0202" })).toHaveAttribute(
      "href",
      "tel:025550202",
    );
    await page.getByRole("button", { name: "Back" }).click();
    await expect(list).toBeVisible();
  });

  test("3CX settings save on the server; the status then connects after 2 s", async ({
    page,
    request,
    baseURL,
  }) => {
    await activeResponder(page, request, baseURL!, { extension: "215" });
    await page.getByRole("button", { name: "3CX Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "3CX Settings" });
    await expect(dialog.getByLabel("Extension")).toHaveValue("215");
    await dialog.getByLabel("Server").fill("https://bad");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Could not save the settings", { exact: true })).toBeVisible();
    await dialog.getByLabel("Server").fill("pbx.example.org");
    await dialog.getByLabel("Password").fill("sip-secret-1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings Saved", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("connection-state")).toHaveAttribute("data-status", "connected", {
      timeout: 10_000,
    });
    await expect(page.getByTestId("connection-banner")).toBeHidden();

    await page.reload();
    await page.getByRole("button", { name: "3CX Settings" }).click();
    await expect(dialog.getByLabel("Server")).toHaveValue("pbx.example.org");
    await expect(dialog.getByLabel("Password")).toHaveValue("");
    await expect(dialog.getByText("A password is saved. Leave this empty to keep it.")).toBeVisible();
  });

  test("the recovery guide opens after 30 s disconnected", async ({ page, request, baseURL }) => {
    await page.clock.install();
    // Central command cannot be reached: every realtime connection is refused at once.
    await page.routeWebSocket(/\/api\/realtime/, (ws) => ws.close());
    await activeResponder(page, request, baseURL!);
    await page.clock.pauseAt(Date.now() + 1_000);
    // Each refused attempt schedules the next on the paused clock: step it until the quick
    // retries are spent and the link counts as down.
    const state = page.getByTestId("connection-state");
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return state.getAttribute("data-status");
      })
      .toBe("disconnected");
    await expect(page.getByTestId("connection-banner")).toContainText(
      "Connection lost - Some features may not work",
    );
    await page.clock.runFor(20_000);
    await expect(page.getByTestId("recovery-guide")).toHaveCount(0);
    await page.clock.runFor(11_000);
    const guide = page.getByRole("dialog", { name: "Connection Recovery Guide" });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole("button", { name: "Retry Connection" })).toBeVisible();
    await expect(guide.getByRole("progressbar")).toBeVisible();
    await expect(guide.getByText("Advanced troubleshooting")).toBeVisible();

    // Closed, it stays closed for this outage; the banner's Help opens it again.
    await page.keyboard.press("Escape");
    await page.clock.runFor(60_000);
    await expect(guide).toBeHidden();
    await page.getByTestId("connection-banner").getByRole("button", { name: "Help" }).click();
    await expect(guide).toBeVisible();

    // The probes talk to the real server: let time run for real while the five checks go.
    await page.clock.resume();
    await guide.getByRole("button", { name: "Run Diagnostics" }).click();
    await expect(guide.getByText("Checks done: 5 of 5")).toBeVisible({ timeout: 20_000 });
    await expect(guide.getByText("Working, with warnings")).toBeVisible();
    await expect(guide.getByRole("listitem").filter({ hasText: "Open 3CX Settings" })).toBeVisible();
    await page.screenshot({
      path: "test-results/screenshots/main-recovery-diagnostics-en.png",
      animations: "disabled",
    });

    // Dismissed, the banner stays hidden while the status stays.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByTestId("connection-banner")).toBeHidden();
  });

  test("leaving the device forgets its key and goes to enrollment", async ({ page, request, baseURL }) => {
    const { fingerprint } = await activeResponder(page, request, baseURL!);
    await page.getByRole("button", { name: "User menu" }).click();
    const menu = page.getByTestId("user-menu");
    await expect(menu.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
    await menu.getByRole("button", { name: "Leave this device" }).click();
    await expect(page.getByRole("alertdialog", { name: "Leave this device?" })).toBeVisible();
    await page.getByRole("button", { name: "Leave device" }).click();
    await expect(page).toHaveURL(/\/enroll$/);
    const status = await page.evaluate(
      async (fp) => (await fetch(`/api/devices/${fp}/config`)).status,
      fingerprint,
    );
    expect(status).toBe(403);
    await page.goto("/");
    await expect(page).toHaveURL(/\/enroll$/);
  });

  for (const language of ["en", "he"] as const) {
    test(`screenshots at 390x844 in ${language}`, async ({ page, request, baseURL }) => {
      await activeResponder(page, request, baseURL!, {
        language,
        name: language === "he" ? "נועה כהן" : "Noa Cohen",
        extension: "118",
      });
      // Dialogs are fixed to the viewport: they are shot as the phone shows them, pages in full.
      const shot = async (name: string, fullPage = true) => {
        expect(await overflows(page), `${name} in ${language} overflows sideways`).toBe(false);
        await page.screenshot({
          path: `test-results/screenshots/main-${name}-${language}.png`,
          fullPage,
          animations: "disabled",
        });
      };
      await shot("messenger");
      for (const [id, name] of [
        ["phone", "phone"],
        ["phonebook", "phonebook"],
        ["ptt", "ptt"],
      ] as const) {
        await page.locator(`#tab-${id}`).click();
        await expect(activeTab(page)).toHaveAttribute("data-tab", id);
        await shot(name);
      }
      await page.locator("#tab-phonebook").click();
      await page.getByTestId("hospital-list").getByRole("button").first().click();
      await shot("hospital");
      await page.locator("footer button").last().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("settings", false);
      await page.keyboard.press("Escape");
      await page.locator("header button[aria-label]").last().click();
      await expect(page.getByTestId("user-menu")).toBeVisible();
      await shot("user-menu", false);
      await page.keyboard.press("Escape");
      // Cut the link to central command: the banner appears and its Help opens the guide.
      await page.routeWebSocket(/\/api\/realtime/, (ws) => ws.close());
      await page.reload();
      await expect(page.getByTestId("connection-state")).toHaveAttribute("data-status", "disconnected", {
        timeout: 15_000,
      });
      await page.getByTestId("connection-banner").getByRole("button").nth(2).click();
      await expect(page.getByTestId("recovery-guide")).toBeVisible();
      await shot("recovery-guide", false);
    });
  }
});
