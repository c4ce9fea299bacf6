import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../common/api";
import {
  adminDeviceSchema,
  adminDevicesResponseSchema,
  deviceConfigResponseSchema,
  deviceDecisionSchema,
  deviceEditSchema,
  deviceIdParamsSchema,
  enrollResponseSchema,
} from "../../../common/devices";
import {
  enrollRequestSchema,
  fingerprintSchema,
  radioRegisterRequestSchema,
} from "../../../common/enrollment";
import { setCookie } from "../../lib/cookies";
import { HttpError } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import { requirePermission, requireSignedIn, staffActor } from "../auth/guards";
import { authenticateDevice } from "./device-auth";
import {
  decideDevice,
  deviceConfig,
  editDevice,
  enrollDevice,
  listDevices,
  presentAdminDevice,
  registerRadio,
  removeDevice,
} from "./service";

const errors = errorResponses(400, 401, 403, 404, 409, 429);
// Browsers keep a cookie at most 400 days; a device re-enrolls after that.
const DEVICE_COOKIE_SECONDS = 400 * 24 * 3600;
const deviceResponse = z.object({ device: adminDeviceSchema });

export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/devices/enroll",
    {
      schema: {
        tags: ["devices"],
        summary: "Redeem an enrollment code; the device becomes pending and receives its secret cookie",
        body: enrollRequestSchema,
        response: { 200: enrollResponseSchema, ...errors },
      },
      config: { rateLimit: { max: app.config.enrollRateLimit, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { code, fingerprint, deviceNickname } = request.body;
      try {
        const enrolled = await enrollDevice(app.db, { code, fingerprint, nickname: deviceNickname || null });
        setCookie(app, reply, "device", enrolled.secret, DEVICE_COOKIE_SECONDS);
        await recordAudit(app.db, request, {
          actor: {
            type: "device",
            id: enrolled.device.id,
            label: `${enrolled.responder.idNumber} ${enrolled.responder.name}`,
          },
          action: "device.enroll",
          target: { type: "device", id: enrolled.device.id },
          result: "success",
          detail: { fingerprint },
        });
        const { device, responder } = enrolled;
        return {
          device: {
            id: device.id,
            fingerprint: device.fingerprint,
            status: device.status,
            responderName: responder.name,
            responderIdNumber: responder.idNumber,
            role: responder.role,
            deviceNickname: device.nickname,
          },
        };
      } catch (error) {
        if (error instanceof HttpError) {
          await recordAudit(app.db, request, {
            actor: { type: "anonymous" },
            action: "device.enroll",
            result: "failure",
            detail: { fingerprint, reason: error.message },
          });
        }
        throw error;
      }
    },
  );

  app.get(
    "/api/devices/:fingerprint/config",
    {
      schema: {
        tags: ["devices"],
        summary: "The device's configuration (only its status unless active); needs the device's secret",
        params: z.object({ fingerprint: fingerprintSchema }),
        response: { 200: deviceConfigResponseSchema, ...errors },
      },
    },
    async (request) => deviceConfig(app.db, await authenticateDevice(request, request.params.fingerprint)),
  );

  for (const [path, to, action] of [
    ["/api/devices/approve", "active", "device.approve"],
    ["/api/devices/reject", "rejected", "device.reject"],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ["devices"],
          summary: to === "active" ? "Approve a pending device" : "Reject a pending device",
          body: deviceDecisionSchema,
          response: { 200: deviceResponse, ...errors },
        },
        preHandler: requirePermission("manageDevices"),
      },
      async (request) => {
        const member = await requireSignedIn(request);
        const decided = await decideDevice(app.db, app.realtime.bus, request.body.deviceId, to, member.id);
        await recordAudit(app.db, request, {
          actor: staffActor(member),
          action,
          target: { type: "device", id: decided.device.id },
          result: "success",
        });
        return { device: presentAdminDevice(decided) };
      },
    );
  }

  for (const path of ["/api/admin/devices", "/api/admin/devices/detailed"]) {
    app.get(
      path,
      {
        schema: {
          tags: ["admin"],
          summary: "Every device with its responder (removed devices are left out)",
          response: { 200: adminDevicesResponseSchema, ...errors },
        },
        preHandler: requirePermission("manageDevices"),
      },
      async () => ({ devices: (await listDevices(app.db)).map(presentAdminDevice) }),
    );
  }

  app.patch(
    "/api/admin/devices/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Edit a device's nickname or department",
        params: deviceIdParamsSchema,
        body: deviceEditSchema,
        response: { 200: deviceResponse, ...errors },
      },
      preHandler: requirePermission("manageDevices"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const edited = await editDevice(app.db, request.params.id, request.body);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "device.edit",
        target: { type: "device", id: edited.device.id },
        result: "success",
        detail: { fields: Object.keys(request.body) },
      });
      return { device: presentAdminDevice(edited) };
    },
  );

  app.delete(
    "/api/admin/devices/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Remove a device: its secret stops working at once",
        params: deviceIdParamsSchema,
        response: { 200: deviceResponse, ...errors },
      },
      preHandler: requirePermission("manageDevices"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const removed = await removeDevice(app.db, app.realtime.bus, request.params.id);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "device.remove",
        target: { type: "device", id: removed.device.id },
        result: "success",
      });
      return { device: presentAdminDevice(removed) };
    },
  );

  app.post(
    "/api/admin/radio-devices/register",
    {
      schema: {
        tags: ["admin"],
        summary: "Register a radio device; it waits for approval",
        body: radioRegisterRequestSchema,
        response: { 200: deviceResponse, ...errors },
      },
      preHandler: requirePermission("registerRadio"),
    },
    async (request) => {
      const member = await requireSignedIn(request);
      const registered = await registerRadio(app.db, request.body);
      await recordAudit(app.db, request, {
        actor: staffActor(member),
        action: "radio.register",
        target: { type: "device", id: registered.device.id },
        result: "success",
        detail: { imei: registered.device.imei },
      });
      return { device: presentAdminDevice(registered) };
    },
  );
};
