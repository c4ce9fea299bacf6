import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema, errorResponses } from "../../../common/api";
import { fingerprintSchema } from "../../../common/enrollment";
import { phoneSettingsSchema, phoneSettingsUpdateSchema } from "../../../common/phone-settings";
import { clearCookie } from "../../lib/cookies";
import { secretBoxFor } from "../../lib/secret-box";
import { recordAudit } from "../audit/service";
import { authenticateActiveDevice, authenticateDevice, deviceActor } from "../devices/device-auth";
import { forgetDeviceSecret, getPhoneSettings, savePhoneSettings } from "./service";

const params = z.object({ fingerprint: fingerprintSchema });
const errors = errorResponses(400, 403, 404);

/** What a device does to itself: its own 3CX settings, and leaving. */
export const ownDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/devices/:fingerprint/phone-settings",
    {
      schema: {
        tags: ["devices"],
        summary: "The device's own 3CX settings (server, extension, whether a password is stored)",
        params,
        response: { 200: phoneSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { device } = await authenticateActiveDevice(request, request.params.fingerprint);
      return getPhoneSettings(app.db, device.id);
    },
  );

  app.put(
    "/api/devices/:fingerprint/phone-settings",
    {
      schema: {
        tags: ["devices"],
        summary: "Save the device's own 3CX settings; the password is stored encrypted and never returned",
        params,
        body: phoneSettingsUpdateSchema,
        response: { 200: phoneSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const found = await authenticateActiveDevice(request, request.params.fingerprint);
      const saved = await savePhoneSettings(app.db, secretBoxFor(app.config), found.device.id, request.body);
      await recordAudit(app.db, request, {
        actor: deviceActor(found),
        action: "device.phone_settings",
        target: { type: "device", id: found.device.id },
        result: "success",
        // Which fields changed, never the password itself.
        detail: {
          server: saved.server,
          extension: saved.extension,
          passwordChanged: "password" in request.body,
        },
      });
      return saved;
    },
  );

  app.post(
    "/api/devices/:fingerprint/leave",
    {
      schema: {
        tags: ["devices"],
        summary: "Leave this device: its secret is forgotten and the cookie cleared; it must enroll again",
        params,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await authenticateDevice(request, request.params.fingerprint);
      await forgetDeviceSecret(app.db, found.device.id);
      // Its open sockets (in this tab or another) close too, on every instance.
      await app.realtime.bus.publish({ control: { kind: "close-device", deviceId: found.device.id } });
      clearCookie(app, reply, "device");
      await recordAudit(app.db, request, {
        actor: deviceActor(found),
        action: "device.leave",
        target: { type: "device", id: found.device.id },
        result: "success",
      });
      return { ok: true as const };
    },
  );
};
