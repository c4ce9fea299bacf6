import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  adminPassword,
  approveDevice,
  makeExtension,
  makeImei,
  registerRadio,
  signInAsAdmin,
} from "./support/admin";

// Pin the browser language so the default (English) does not depend on the machine.
test.use({ locale: "en-US" });

const TILES = ["Device Mgmt", "Emergency broadcast", "Security & MDM", "Enrollment", "3CX Config", "Users"];

/** Collects page errors and console errors to assert none happened. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // A refused sign-in or a 4xx the test provokes is logged by the browser as a failed resource.
    if (message.type() === "error" && !message.text().includes("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  return errors;
}

async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The toast on screen (one at a time, spec §9). */
const toastWith = (page: Page, text: string | RegExp) =>
  page.locator("li[data-state=open]").filter({ hasText: text }).first();

async function openScreen(page: Page, tile: string, heading: string): Promise<void> {
  await page.getByRole("link", { name: tile }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** A device's row (table) or card (phone) in Device Mgmt. */
const deviceItem = (page: Page, deviceId: string): Locator => page.locator(`[data-device-id="${deviceId}"]`);

test("the gate refuses a wrong password, opens the dashboard, and Exit ends the session", async ({
  page,
}) => {
  const errors = trackErrors(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue("admin");

  const password = page.getByLabel("Password", { exact: true });
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await password.press("Enter");
  await expect(toastWith(page, "Access Denied")).toContainText("Incorrect password");
  await expect(password).toHaveValue("");

  await password.fill(adminPassword());
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Signed in: admin (Administrator)")).toBeVisible();
  for (const count of ["total", "active", "pending"]) {
    await expect(page.getByTestId(`count-${count}`)).toHaveText(/^\d+$/);
  }
  const screens = page.getByRole("navigation", { name: "Admin screens" });
  await expect(screens.getByRole("listitem")).toHaveCount(6);
  for (const tile of TILES) await expect(screens.getByRole("link", { name: tile })).toBeVisible();
  await expect(screens.getByRole("link", { name: "Audit log" })).toBeVisible();

  // A screen not built yet: its frame, and Back to the dashboard.
  await openScreen(page, "3CX Config", "3CX Config");
  await expect(page.getByText("This screen arrives in a later release.")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Exit" }).click();
  // "/" sends a browser without an enrolled device on to /enroll.
  await expect(page).toHaveURL(/\/(enroll)?$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  await page.goto("/admin");
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(page.getByTestId("admin-console")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the dashboard warns about example phone-book entries and lists them", async ({ page }) => {
  await signInAsAdmin(page);
  const warning = page.getByRole("region", { name: "Check the phone book" });
  await expect(warning).toContainText("examples or unconfirmed");
  const entries = warning.getByRole("listitem");
  await expect(entries.first()).toBeHidden();
  await warning.getByRole("button", { name: "Show entries" }).click();
  await expect(entries.first()).toBeVisible();
  await expect(warning.getByRole("button", { name: "Hide entries" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test.describe("enrollment codes", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("create a code, see it Active, copy it, and delete it after confirming", async ({ page }) => {
    const errors = trackErrors(page);
    await signInAsAdmin(page);
    await openScreen(page, "Enrollment", "Enrollment");
    const form = page.getByRole("form", { name: "Create app code" });

    // All fields required.
    await form.getByLabel("Expires on").fill("");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(form.getByText("Required")).toHaveCount(4);
    await expect(form.getByLabel("Responder name")).toBeFocused();

    const name = `Code Test ${Math.floor(Math.random() * 1e6)}`;
    await form.getByLabel("Responder name").fill(name);
    await form.getByLabel("Extension").fill(makeExtension());
    await form.getByLabel("Role").selectOption({ label: "Paramedic" });
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    const day = `${inTenDays.getFullYear()}-${String(inTenDays.getMonth() + 1).padStart(2, "0")}-${String(inTenDays.getDate()).padStart(2, "0")}`;
    await form.getByLabel("Expires on").fill(day);
    await form.getByRole("button", { name: "Create code" }).click();

    const created = page.getByTestId("new-enrollment-code");
    await expect(created).toHaveText(/^[A-Z2-9]{8,12}$/);
    const code = (await created.textContent()) ?? "";
    await expect(form.getByLabel("Responder name")).toHaveValue("");

    await page.getByRole("status").filter({ hasText: code }).getByRole("button", { name: "Copy" }).click();
    await expect(toastWith(page, "Copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const row = page.locator(`[data-code="${code}"]`);
    await expect(row).toContainText("Active");
    await expect(row).toContainText(name);
    await expect(row).toContainText("Paramedic");

    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: new RegExp(`^Delete code \\W?${code}\\W?\\?$`) });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete code" }).click();
    await expect(toastWith(page, "Enrollment code deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test("register a radio: a bad IMEI is refused, a good one waits in Device Mgmt and is approved", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openScreen(page, "Enrollment", "Enrollment");
  const form = page.getByRole("form", { name: "Register radio device" });
  const imei = makeImei();
  const wrongCheckDigit = `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;
  const extension = makeExtension();

  await form.getByLabel("IMEI").fill(wrongCheckDigit);
  await form.getByLabel("Serial number").fill("SN-E2E-1");
  await form.getByLabel("Model name").fill("Motorola APX 8000");
  await form.getByLabel("Responder name").fill("Radio Unit E2E");
  await form.getByLabel("Extension").fill(extension);
  await form.getByLabel("Role").selectOption({ label: "EMT" });
  await form.getByRole("button", { name: "Register radio" }).click();
  await expect(form.getByText("The IMEI must be 15 digits with a valid check digit.")).toBeVisible();
  await expect(form.getByLabel("IMEI")).toBeFocused();

  await form.getByLabel("IMEI").fill(imei);
  await form.getByRole("button", { name: "Register radio" }).click();
  await expect(toastWith(page, "Radio Device Registered")).toContainText("Submitted for admin approval");
  await expect(form.getByLabel("IMEI")).toHaveValue("");

  // The same IMEI again: the server's refusal, in the spec's toast.
  await form.getByLabel("IMEI").fill(imei);
  await form.getByLabel("Serial number").fill("SN-E2E-2");
  await form.getByLabel("Model name").fill("Motorola APX 8000");
  await form.getByLabel("Responder name").fill("Radio Unit E2E");
  await form.getByLabel("Extension").fill(extension);
  await form.getByLabel("Role").selectOption({ label: "EMT" });
  await form.getByRole("button", { name: "Register radio" }).click();
  await expect(toastWith(page, "Registration Failed")).toContainText("already registered");

  await page.getByRole("button", { name: "Back" }).click();
  await openScreen(page, "Device Mgmt", "Device Mgmt");
  await page.getByLabel("Search devices").fill(extension);
  const item = page.locator("[data-device-id]").filter({ hasText: imei });
  await expect(item).toContainText("Pending");
  await expect(page.getByRole("region", { name: `Extension ${extension}, Radio Unit E2E` })).toBeVisible();
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(toastWith(page, "Device approved")).toBeVisible();
  await expect(item).toContainText("Active");
  await expect(item.getByRole("button", { name: "Edit" })).toBeVisible();
});

test("edit a device's nickname, then remove the device after confirming", async ({ page }) => {
  await signInAsAdmin(page);
  const deviceId = await registerRadio(page, { responderName: "Edit Test Unit" });
  await approveDevice(page, deviceId);
  await openScreen(page, "Device Mgmt", "Device Mgmt");
  const item = deviceItem(page, deviceId);
  await expect(item).toContainText("Active");
  await expect(item).toContainText("Never");

  await item.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit device" });
  const nickname = dialog.getByLabel("Device name");
  await expect(nickname).toHaveAttribute("maxlength", "30");
  await nickname.fill("Ambulance 7 radio");
  await dialog.getByLabel("Department").fill("North");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toastWith(page, "Device updated")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(item).toContainText("Ambulance 7 radio");
  await expect(item).toContainText("North");

  await item.getByRole("button", { name: "Remove" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Remove \W?Ambulance 7 radio\W?\?$/ });
  await expect(confirm).toContainText("enroll with a new code");
  await confirm.getByRole("button", { name: "Remove device" }).click();
  await expect(toastWith(page, "Device removed")).toBeVisible();
  await expect(item).toHaveCount(0);
});

test("the audit log lists the sign-in", async ({ page }) => {
  await signInAsAdmin(page);
  await openScreen(page, "Audit log", "Audit log");
  await page.getByLabel("Actor").fill("admin");
  await page.getByLabel("Action").selectOption({ label: "Sign-in" });
  await page.getByRole("button", { name: "Search" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: "Sign-in" }).first();
  await expect(entry).toContainText("admin");
  await expect(entry).toContainText("Success");
  await expect(page.getByRole("listitem").filter({ hasText: "Device approved" })).toHaveCount(0);
});

test.describe("as a dispatcher", () => {
  test("the dashboard shows only the Emergency broadcast tile", async ({ page }) => {
    // No dispatcher can be created yet (the Users screen comes later): answer /me as one.
    await page.route("**/api/auth/me", (route) =>
      route.fulfill({
        json: { user: { id: "d1", username: "dispatch", role: "dispatcher", mustChangePassword: false } },
      }),
    );
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const screens = page.getByRole("navigation", { name: "Admin screens" });
    await expect(screens.getByRole("link")).toHaveCount(1);
    await expect(screens.getByRole("link", { name: "Emergency broadcast" })).toBeVisible();
    await expect(page.getByTestId("count-total")).toHaveCount(0);
    // An admin screen by URL falls back to the dashboard.
    await page.goto("/admin?screen=devices");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    // Only the answer to /me is faked: a screen that loads data would get 401 and show the gate.
    await expect(screens.getByRole("link", { name: "Emergency broadcast" })).toHaveAttribute(
      "href",
      "/admin?screen=broadcast",
    );
  });
});

test("a one-time password must be changed before anything else", async ({ page }) => {
  await page.route("**/api/auth/me", (route) =>
    route.fulfill({
      json: { user: { id: "a1", username: "admin", role: "admin", mustChangePassword: true } },
    }),
  );
  await page.goto("/admin?screen=devices");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin screens" })).toHaveCount(0);
  await page.getByLabel("One-time password").fill("one-time-pass");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-long-new-password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
});

test("screenshots at 390x844 in English and Hebrew", async ({ page }) => {
  await signInAsAdmin(page);
  // Something to show in Device Mgmt: one radio waiting, one approved.
  await registerRadio(page, { responderName: "Screenshot Pending", modelName: "Hytera PD985" });
  await approveDevice(page, await registerRadio(page, { responderName: "Screenshot Active" }));

  const screens = [
    ["dashboard", "/admin"],
    ["devices", "/admin?screen=devices"],
    ["enrollment", "/admin?screen=enrollment"],
  ] as const;
  for (const language of ["en", "he"] as const) {
    await page.evaluate((lng) => localStorage.setItem("language", lng), language);
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /Loading|טוען/ })).toHaveCount(0);
      expect(await hasHorizontalOverflow(page), `${path} in ${language} overflows sideways`).toBe(false);
      await page.screenshot({
        path: `test-results/screenshots/admin-${name}-${language}.png`,
        fullPage: true,
      });
    }
  }

  // The gate, signed out, in both languages.
  await page.getByRole("button", { name: "יציאה" }).click();
  for (const language of ["en", "he"] as const) {
    await page.evaluate((lng) => localStorage.setItem("language", lng), language);
    await page.goto("/admin");
    await expect(page.locator('input[name="password"]')).toBeVisible();
    expect(await hasHorizontalOverflow(page), `the gate in ${language} overflows sideways`).toBe(false);
    await page.screenshot({ path: `test-results/screenshots/admin-gate-${language}.png`, fullPage: true });
  }
});
