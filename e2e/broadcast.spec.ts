import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { AdminApi } from "./support/api";

// Pin the browser language so the default (English) does not depend on the machine.
test.use({ locale: "en-US" });

const SHOTS = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };

type Responder = { page: Page; fingerprint: string; deviceId: string; name: string; extension: string };

/** A unique responder name and 7-digit extension, so tests running side by side never collide. */
function uniqueResponder(prefix: string) {
  const n = Math.floor(Math.random() * 1_000_000);
  return { name: `${prefix} ${n}`, extension: `8${String(n).padStart(6, "0")}` };
}

/** Enrolls and approves a phone in its own browser context; returns its page on the responder screen. */
async function enrollResponder(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: { language: "en" | "he"; prefix: string },
): Promise<Responder> {
  const { name, extension } = uniqueResponder(options.prefix);
  const admin = await AdminApi.signIn(request, baseURL);
  const { code } = await admin.createCode({ responderName: name, responderIdNumber: extension });
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    locale: options.language === "he" ? "he-IL" : "en-US",
  });
  await context.addInitScript((language) => localStorage.setItem("language", language), options.language);
  const page = await context.newPage();
  await page.goto("/enroll");
  await page.locator("#enroll-code").fill(code);
  await page.locator("#enroll-code").press("Enter");
  await expect(page).toHaveURL(/\/$/);
  const fingerprint = await page.evaluate(() => localStorage.getItem("deviceFingerprint") ?? "");
  await admin.approveByFingerprint(fingerprint);
  await expect(page.getByTestId("responder-home")).toBeVisible({ timeout: 15_000 });
  const list = await request.get(`${baseURL}/api/admin/devices`);
  const { devices } = (await list.json()) as { devices: { id: string; fingerprint: string }[] };
  const deviceId = devices.find((d) => d.fingerprint === fingerprint)?.id;
  if (!deviceId) throw new Error(`device ${fingerprint} not listed`);
  return { page, fingerprint, deviceId, name, extension };
}

/** Sends a broadcast straight through the API (set-up, not the journey under test). */
async function sendByApi(
  request: APIRequestContext,
  baseURL: string,
  body: {
    message: string;
    targetDevices: string[];
    priority?: string;
    isVoiceBroadcast?: boolean;
    audioBlob?: string;
  },
): Promise<number> {
  const res = await request.post(`${baseURL}/api/broadcasts`, {
    headers: { origin: baseURL },
    data: {
      dispatcherName: "Central Dispatch",
      dispatcherExtension: "100",
      priority: "emergency",
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { broadcast: { id: number } }).broadcast.id;
}

/** A tenth of a second of silence as a WAV data URL (a voice broadcast's audio). */
function silentWav(): string {
  const samples = 800;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples * 2, 40);
  return `data:audio/wav;base64,${wav.toString("base64")}`;
}

/** Counts main-frame navigations from now on: a banner must arrive without a reload. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

/** The toast on screen (one at a time, spec §9). */
const toastWith = (page: Page, text: string | RegExp) =>
  page.locator("li[data-state=open]").filter({ hasText: text }).first();

const banner = (page: Page, message: string) =>
  page.getByTestId("emergency-banner").filter({ hasText: message });

async function openBroadcastScreen(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Emergency broadcast" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emergency broadcast" })).toBeVisible();
}

/** Hides the blinking caret and toasts' animation so screenshots are steady. */
async function settle(page: Page) {
  await page.addStyleTag({ content: "*{caret-color:transparent !important}" });
}

test("an admin's emergency broadcast reaches the phone live; dismissing acknowledges it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const responder = await enrollResponder(browser, request, baseURL!, {
    language: "en",
    prefix: "Noa Broadcast",
  });
  const navigations = countNavigations(responder.page);

  await openBroadcastScreen(page);
  const send = page.getByRole("button", { name: "Send broadcast" });

  // Spec §5: name, extension and message are required.
  await send.click();
  await expect(toastWith(page, "Missing Information")).toContainText(
    "Please fill in dispatcher name, extension, and message",
  );
  await expect(page.getByLabel("Dispatcher name", { exact: true })).toBeFocused();

  const message = `Multi-casualty incident at Jaffa Gate ${Date.now()}`;
  await page.getByLabel("Dispatcher name", { exact: true }).fill("Rivka Dispatch");
  await page.getByLabel("Extension", { exact: true }).fill("101");
  await page.getByLabel("Message", { exact: true }).fill(message);
  await expect(page.getByText(`${message.length}/500`)).toBeVisible();
  await expect(page.getByLabel("Priority")).toHaveValue("high");
  await expect(page.getByLabel("Expiry (minutes)")).toHaveValue("30");
  await page.getByLabel("Priority").selectOption("emergency");

  // Target this phone only: other tests enroll devices at the same time.
  await page.getByRole("radio", { name: "Chosen devices" }).check();
  await send.click();
  await expect(page.getByText("Choose at least one device.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search devices" }).fill(responder.extension);
  await page.getByRole("checkbox", { name: new RegExp(responder.name) }).check();
  await expect(page.getByText("Selected: 1")).toBeVisible();
  await send.click();
  await expect(toastWith(page, "Broadcast sent")).toContainText("Target devices: 1");

  // The phone: banner, toast, no reload.
  const alert = banner(responder.page, message);
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText("EMERGENCY BROADCAST");
  await expect(alert).toContainText("From Rivka Dispatch · ext. 101");
  await expect(alert).toContainText(/until \d{2}:\d{2}/);
  await expect(toastWith(responder.page, "EMERGENCY BROADCAST")).toContainText(message);
  expect(navigations()).toBe(0);
  await settle(responder.page);
  await responder.page.screenshot({ path: `${SHOTS}/broadcast-banner-en.png` });

  // The console: active, 0/1 acknowledged, and who has not.
  const active = page
    .getByTestId("active-broadcasts")
    .locator("li[data-broadcast-id]")
    .filter({ hasText: message });
  await expect(active.getByTestId("ack-count")).toHaveText("0/1 acknowledged");
  await active.getByText("Not acknowledged yet (1)").click();
  await expect(active).toContainText(responder.name);

  // Dismiss = acknowledge.
  await alert.getByRole("button", { name: "Acknowledge" }).click();
  await expect(toastWith(responder.page, "Broadcast Acknowledged")).toContainText(
    "Emergency broadcast acknowledged",
  );
  await expect(alert).toHaveCount(0);
  expect(navigations()).toBe(0);

  // The console sees it live.
  await expect(active.getByTestId("ack-count")).toHaveText("1/1 acknowledged");
  await expect(active.getByText(/Not acknowledged yet/)).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/broadcast-admin-en.png`, fullPage: true });

  // After a reload it stays dismissed.
  const feedLoaded = responder.page.waitForResponse((r) => r.url().includes("/api/emergency-broadcasts?"));
  await responder.page.reload();
  await feedLoaded;
  await expect(responder.page.getByTestId("responder-home")).toBeVisible();
  await expect(banner(responder.page, message)).toHaveCount(0);

  await test.step("ending a broadcast removes the banner from the phone", async () => {
    const road = `Road closed on Route 1 ${Date.now()}`;
    await sendByApi(request, baseURL!, {
      message: road,
      priority: "high",
      targetDevices: [responder.deviceId],
    });
    await expect(banner(responder.page, road)).toBeVisible({ timeout: 10_000 });
    await expect(banner(responder.page, road)).toContainText("High-priority broadcast");
    const item = page
      .getByTestId("active-broadcasts")
      .locator("li[data-broadcast-id]")
      .filter({ hasText: road });
    await item.getByRole("button", { name: "End" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "End broadcast" }).click();
    await expect(toastWith(page, "Broadcast ended")).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId("recent-broadcasts").locator("li").filter({ hasText: road })).toContainText(
      "Ended",
    );
    await expect(banner(responder.page, road)).toHaveCount(0, { timeout: 10_000 });
    // The Tools feed keeps it, marked Ended, until acknowledged.
    await expect(
      responder.page.getByTestId("dispatch-feed").locator("li").filter({ hasText: road }),
    ).toContainText("Ended");
  });

  await test.step("the dispatch feed plays a voice broadcast", async () => {
    await sendByApi(request, baseURL!, {
      message: "Voice message from dispatch",
      priority: "high",
      isVoiceBroadcast: true,
      audioBlob: silentWav(),
      targetDevices: [responder.deviceId],
    });
    await sendByApi(request, baseURL!, {
      message: "Shift change at 19:00: check in with the station on arrival.",
      priority: "low",
      targetDevices: [responder.deviceId],
    });
    const feed = responder.page.getByTestId("dispatch-feed");
    await expect(feed.locator("audio")).toHaveCount(1, { timeout: 10_000 });
    // The PTT badge counts the unacknowledged voice broadcast, pushed without a reload or poll.
    await expect(responder.page.getByTestId("badge-ptt")).toHaveText("1");
    await expect(feed).toContainText("Shift change at 19:00");
    // A voice broadcast belongs to push-to-talk: no banner for it.
    await expect(banner(responder.page, "Voice message from dispatch")).toHaveCount(0);
    await settle(responder.page);
    await feed.scrollIntoViewIfNeeded();
    await feed.screenshot({ path: `${SHOTS}/broadcast-feed-en.png` });
  });
  expect(navigations()).toBe(1); // the one reload above
  await responder.page.context().close();
});

test("the responder's view in Hebrew: banner, acknowledgement and the dispatch feed", async ({
  browser,
  request,
  baseURL,
}) => {
  const responder = await enrollResponder(browser, request, baseURL!, {
    language: "he",
    prefix: "נועה שידור",
  });
  const { page } = responder;
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const navigations = countNavigations(page);

  const message = `אירוע רב נפגעים בשער יפו ${Date.now()}`;
  await sendByApi(request, baseURL!, { message, targetDevices: [responder.deviceId] });
  const feedMessage = `נא לעדכן זמינות למשמרת לילה ${Date.now()}`;
  await sendByApi(request, baseURL!, {
    message: feedMessage,
    priority: "medium",
    targetDevices: [responder.deviceId],
  });

  const alert = banner(page, message);
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert).toContainText("שידור חירום");
  await expect(alert).toContainText("מאת Central Dispatch · שלוחה 100");
  await expect(banner(page, feedMessage)).toContainText("שידור בעדיפות בינונית");
  // Most urgent first (byPriority).
  await expect(page.getByTestId("emergency-banner").first()).toContainText(message);
  expect(navigations()).toBe(0);
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/broadcast-banner-he.png` });

  await alert.getByRole("button", { name: "קיבלתי" }).click();
  await expect(toastWith(page, "אישור הקבלה נשלח")).toContainText("המוקד יודע שקיבלת את שידור החירום");
  await expect(alert).toHaveCount(0);

  // The Tools feed keeps the one not yet acknowledged.
  const feed = page.getByTestId("dispatch-feed");
  await expect(feed.getByRole("heading", { name: "שידורי מוקד" })).toBeVisible();
  await expect(feed).toContainText(feedMessage);
  await expect(feed).not.toContainText(message);
  await feed.scrollIntoViewIfNeeded();
  await feed.screenshot({ path: `${SHOTS}/broadcast-feed-he.png` });
  await feed.locator("li").filter({ hasText: feedMessage }).getByRole("button", { name: "קיבלתי" }).click();
  await expect(toastWith(page, "אישור הקבלה נשלח")).toContainText("המוקד יודע שקיבלת את השידור");
  await expect(feed).toContainText("אין שידורים שממתינים לך.");
  await expect(banner(page, feedMessage)).toHaveCount(0);
  await page.context().close();
});

test("an acknowledgement made without a connection is sent by itself when the connection returns", async ({
  browser,
  request,
  baseURL,
}) => {
  const responder = await enrollResponder(browser, request, baseURL!, {
    language: "en",
    prefix: "Offline Ack",
  });
  const { page } = responder;
  const message = `Road closure on Route 9 ${Date.now()}`;
  await sendByApi(request, baseURL!, { message, targetDevices: [responder.deviceId] });
  const alert = banner(page, message);
  await expect(alert).toBeVisible({ timeout: 10_000 });

  // The acknowledgement cannot reach the server: the banner stays and the phone says it will retry.
  await page.route("**/acknowledge", (route) => route.abort("internetdisconnected"));
  await alert.getByRole("button", { name: "Acknowledge" }).click();
  await expect(
    page.getByText(
      "No connection: your acknowledgement is kept and will be sent by itself as soon as the connection returns.",
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(alert).toBeVisible();

  // The connection returns: the kept acknowledgement goes out without another tap.
  await page.unroute("**/acknowledge");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(alert).toHaveCount(0, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem("pendingAcknowledgements"))).toBe("[]");
  await page.context().close();
});

test("a refused broadcast says 'Broadcast Failed' with the server's reason", async ({ page }) => {
  await openBroadcastScreen(page);
  await page.route("**/api/broadcasts", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: {
            statusCode: 400,
            error: "Bad Request",
            message: "No active device matches the chosen targets",
          },
        })
      : route.fallback(),
  );
  await page.getByLabel("Dispatcher name", { exact: true }).fill("Rivka Dispatch");
  await page.getByLabel("Extension", { exact: true }).fill("101");
  await page.getByLabel("Message", { exact: true }).fill("Test");
  await page.getByRole("button", { name: "Send broadcast" }).click();
  await expect(toastWith(page, "Broadcast Failed")).toContainText(
    "Could not send emergency broadcast: No active device matches the chosen targets",
  );
  // The form keeps what was typed.
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Test");
});

test("screenshot: the admin broadcast screen in Hebrew", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "he"));
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "שידור חירום" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "שידור חירום" })).toBeVisible();
  await expect(page.getByRole("button", { name: "שליחת השידור" })).toBeVisible();
  await page.getByRole("radio", { name: "לפי תפקיד" }).check();
  await expect(page.getByRole("group", { name: "תפקידים" }).getByRole("checkbox")).toHaveCount(6);
  await expect(
    page.getByTestId("recent-broadcasts").getByRole("heading", { name: "10 השידורים האחרונים" }),
  ).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/broadcast-admin-he.png`, fullPage: true });
});

test("the service worker shows a pushed broadcast as a notification (app closed)", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/enroll");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => resolve(event.registrations)),
  );
  await cdp.send("ServiceWorker.enable");
  const registration = (await registrations).find((r) => r.scopeURL === scope);
  expect(registration).toBeDefined();
  const push = () =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(scope).origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify({
        kind: "broadcast",
        id: 4242,
        title: "Central Dispatch (100)",
        body: "Multi-casualty incident at Jaffa Gate",
        priority: "emergency",
      }),
    });
  // A push that reaches a worker still starting up can be dropped by the browser: deliver again
  // until it shows (the tag makes a repeat replace the notification, never add a second one).
  await expect
    .poll(async () => {
      await push();
      await page.waitForTimeout(200);
      return page.evaluate(async () => {
        const found = await (await navigator.serviceWorker.ready).getNotifications({ tag: "broadcast-4242" });
        return found.map((n) => ({ title: n.title, body: n.body, requireInteraction: n.requireInteraction }));
      });
    })
    .toEqual([
      {
        title: "Central Dispatch (100)",
        body: "Multi-casualty incident at Jaffa Gate",
        requireInteraction: true,
      },
    ]);
});
