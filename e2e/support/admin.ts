import { expect, type APIResponse, type Page } from "@playwright/test";

/** The admin password the Playwright config gave the server (ADMIN_PASSWORD). */
export function adminPassword(): string {
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!password) throw new Error("E2E_ADMIN_PASSWORD is not set: run the tests through playwright.config.ts");
  return password;
}

/**
 * Opens /admin and signs in as `admin` through the gate (any language: it finds the fields by
 * name), then waits for the console. Does nothing more if the page is already signed in.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin");
  const consoleRoot = page.getByTestId("admin-console");
  const password = page.locator('input[name="password"]');
  await expect(consoleRoot.or(password)).toBeVisible();
  if (await consoleRoot.isVisible()) return;
  await page.locator('input[name="username"]').fill("admin");
  await password.fill(adminPassword());
  await password.press("Enter");
  await expect(consoleRoot).toBeVisible();
}

/**
 * A state-changing API call with the page's cookies. The server refuses such calls without the
 * app's own Origin, which a browser adds by itself and Playwright's request context does not.
 */
export async function adminCall(
  page: Page,
  method: string,
  url: string,
  data?: unknown,
): Promise<APIResponse> {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(url, { method, data, headers: { Origin: origin } });
}

/** A random 15-digit IMEI with a valid Luhn check digit (each IMEI registers once per server run). */
export function makeImei(): string {
  const body = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10));
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    // From the right of the full 15 digits, every second digit (the check digit is position 0) doubles.
    let digit = body[13 - i] ?? 0;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body.join("")}${(10 - (sum % 10)) % 10}`;
}

/** An extension no other test uses: 7 digits starting with 9. */
export function makeExtension(): string {
  return `9${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;
}

export type RadioFields = {
  imei: string;
  serialNumber: string;
  modelName: string;
  responderName: string;
  responderIdNumber: string;
  role: string;
};

/** Registers a pending radio through the API (the page must be signed in); returns its device id. */
export async function registerRadio(page: Page, overrides: Partial<RadioFields> = {}): Promise<string> {
  const fields: RadioFields = {
    imei: makeImei(),
    serialNumber: `SN-${Math.floor(Math.random() * 1e6)}`,
    modelName: "Motorola APX 8000",
    responderName: "Radio Test Unit",
    responderIdNumber: makeExtension(),
    role: "emt",
    ...overrides,
  };
  const res = await adminCall(page, "POST", "/api/admin/radio-devices/register", fields);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { device: { id: string } };
  return body.device.id;
}

/** Approves a pending device through the API. */
export async function approveDevice(page: Page, deviceId: string): Promise<void> {
  const res = await adminCall(page, "POST", "/api/devices/approve", { deviceId });
  expect(res.status(), await res.text()).toBe(200);
}
