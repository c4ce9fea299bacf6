import type { APIRequestContext } from "@playwright/test";

/** Staff calls made straight to the API (setting up data a test needs, not the journey under test). */
export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string,
  ) {}

  static async signIn(request: APIRequestContext, baseURL: string): Promise<AdminApi> {
    const res = await request.post(`${baseURL}/api/auth/login`, {
      headers: { origin: baseURL },
      data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
    });
    if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
    return new AdminApi(request, baseURL);
  }

  async createCode(opts: { responderName?: string; responderIdNumber?: string; expiresInMs?: number } = {}) {
    const res = await this.request.post(`${this.baseURL}/api/admin/enrollment-codes`, {
      headers: { origin: this.baseURL },
      data: {
        responderName: opts.responderName ?? "Test Responder",
        responderIdNumber: opts.responderIdNumber ?? String(200 + Math.floor(Math.random() * 700)),
        role: "paramedic",
        expiresAt: new Date(Date.now() + (opts.expiresInMs ?? 86_400_000)).toISOString(),
      },
    });
    if (!res.ok()) throw new Error(`create code failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { id: number; code: string };
  }

  async approveByFingerprint(fingerprint: string): Promise<void> {
    const list = await this.request.get(`${this.baseURL}/api/admin/devices`);
    const { devices } = (await list.json()) as { devices: { id: string; fingerprint: string }[] };
    const device = devices.find((d) => d.fingerprint === fingerprint);
    if (!device) throw new Error(`no device ${fingerprint}`);
    const res = await this.request.post(`${this.baseURL}/api/devices/approve`, {
      headers: { origin: this.baseURL },
      data: { deviceId: device.id },
    });
    if (!res.ok()) throw new Error(`approve failed: ${res.status()}`);
  }
}
