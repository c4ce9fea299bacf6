import { expect, test, type Page } from "@playwright/test";
import { AdminApi } from "./support/api";

const fingerprintOf = (page: Page) => page.evaluate(() => localStorage.getItem("deviceFingerprint") ?? "");

async function enroll(page: Page, code: string) {
  await page.goto("/enroll");
  await page.getByLabel("Enrollment code").fill(code);
  await page.getByRole("button", { name: "Enroll Device" }).click();
}

test.describe("device enrollment", () => {
  test("an unknown device goes to /enroll; the button waits for 8 characters", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/enroll$/);
    const button = page.getByRole("button", { name: "Enroll Device" });
    const field = page.getByLabel("Enrollment code");
    await expect(button).toBeDisabled();
    await field.press("Enter");
    await expect(page.getByText("Code Required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your enrollment code.", { exact: true })).toBeVisible();
    await field.fill("abcd234");
    await expect(field).toHaveValue("ABCD234");
    await expect(button).toBeDisabled();
    await field.fill("ABCD2345EFGHJK");
    await expect(field).toHaveValue("ABCD2345EFGH");
    await expect(button).toBeEnabled();
  });

  test("wrong, used and expired codes give the spec's errors", async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const admin = await AdminApi.signIn(request, baseURL!);

    await enroll(page, "WRONGCODE2");
    await expect(page.getByText("Enrollment Failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("This enrollment code is not valid. Check it and try again.", { exact: true }),
    ).toBeVisible();

    const used = await admin.createCode();
    const other = await browser.newContext();
    await enroll(await other.newPage(), used.code);
    await other.close();
    await enroll(page, used.code);
    await expect(
      page.getByText("This enrollment code has already been used. Ask command for a new one.", {
        exact: true,
      }),
    ).toBeVisible();

    const expiring = await admin.createCode({ expiresInMs: 1_500 });
    await page.waitForTimeout(2_000);
    await enroll(page, expiring.code);
    await expect(
      page.getByText("This enrollment code has expired. Ask command for a new one.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/enroll$/);
  });

  test("a device enrolls, waits on the pending card, and its screen appears on approval without a reload", async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await AdminApi.signIn(request, baseURL!);
    const { code } = await admin.createCode({ responderName: "Tamar Levi", responderIdNumber: "123" });
    await enroll(page, code.toLowerCase());
    await expect(page.getByText("Device Enrolled Successfully!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    const fingerprint = await fingerprintOf(page);
    expect(fingerprint).toMatch(/^HTZ[A-Z0-9]{16}$/);
    await expect(page.getByTestId("pending-device-id")).toHaveText(fingerprint.slice(-8).toUpperCase());

    let reloaded = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await admin.approveByFingerprint(fingerprint);
    await expect(page.getByTestId("responder-home")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Tamar Levi" })).toBeVisible();
    await expect(page.getByText("Extension 123", { exact: true })).toBeVisible();
    expect(reloaded).toBe(false);
  });

  test("the same journey in Hebrew", async ({ page, request, baseURL }) => {
    const admin = await AdminApi.signIn(request, baseURL!);
    const { code } = await admin.createCode({ responderName: "נועה כהן", responderIdNumber: "124" });
    await page.addInitScript(() => localStorage.setItem("language", "he"));
    await page.goto("/enroll");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByLabel("קוד רישום").fill(code);
    await page.getByRole("button", { name: "רישום המכשיר" }).click();
    await expect(page.getByText("המכשיר נרשם בהצלחה!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ממתין לאישור" })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/device-pending-he.png", fullPage: true });
    await admin.approveByFingerprint(await fingerprintOf(page));
    await expect(page.getByRole("heading", { name: "נועה כהן" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("שלוחה 124", { exact: true })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/device-active-he.png", fullPage: true });
  });

  test("screenshots of the enroll and pending screens in English", async ({ page, request, baseURL }) => {
    await page.goto("/enroll");
    await page.getByLabel("Enrollment code").fill("ABCD2345");
    await page.screenshot({ path: "test-results/screenshots/device-enroll-en.png", fullPage: true });
    const admin = await AdminApi.signIn(request, baseURL!);
    const { code } = await admin.createCode({ responderName: "Screen Shot" });
    await enroll(page, code);
    await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/device-pending-en.png", fullPage: true });
  });
});
