import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { HttpError, statusText } from "./errors";

type Issue = { instancePath?: string; message?: string };

function describeValidation(issues: Issue[], context: string | undefined): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    const where = field || context || "request";
    return `${where}: ${issue.message ?? "is invalid"}`;
  });
  return parts.join("; ");
}

/** The one error path: 4xx with a clear message, 5xx logged and answered generically. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: statusText(error.statusCode),
        message: error.message,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        statusCode: 400,
        error: "Bad Request",
        message: describeValidation(error.validation, error.validationContext),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their text is safe.
      return reply
        .code(status)
        .send({ statusCode: status, error: statusText(status), message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({
      statusCode: 500,
      error: "Internal Server Error",
      message: `Something went wrong on the server. Reference: ${request.id}`,
    });
  });
}
