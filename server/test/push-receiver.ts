import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

/**
 * A stand-in push service on loopback: it owns a real subscription key pair, receives what the
 * server sends, and decrypts it as a browser would (RFC 8291, aes128gcm).
 */
export class PushReceiver {
  readonly received: { headers: http.IncomingHttpHeaders; payload: string }[] = [];
  private readonly ecdh = createECDH("prime256v1");
  private readonly authSecret = randomBytes(16);
  private server!: https.Server;
  private port = 0;
  /** An agent that trusts this receiver's self-signed certificate (and nothing else extra). */
  agent!: https.Agent;
  /** Status the endpoint answers with (201 accepted, 410 gone). */
  status = 201;

  get subscription() {
    return {
      endpoint: `https://127.0.0.1:${this.port}/push/${this.authSecret.toString("hex").slice(0, 8)}`,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString("base64url"),
        auth: this.authSecret.toString("base64url"),
      },
    };
  }

  async start(): Promise<void> {
    this.ecdh.generateKeys();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-receiver-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const cert = fs.readFileSync(path.join(dir, "cert.pem"));
    const key = fs.readFileSync(path.join(dir, "key.pem"));
    fs.rmSync(dir, { recursive: true, force: true });
    this.agent = new https.Agent({ ca: cert });
    this.server = https.createServer({ cert, key }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (this.status < 300)
          this.received.push({ headers: req.headers, payload: this.decrypt(Buffer.concat(chunks)) });
        res.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverPublic = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), this.ecdh.getPublicKey(), serverPublic]);
    const ikm = Buffer.from(hkdfSync("sha256", shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with a 0x02 delimiter followed by zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    return padded.subarray(0, end).toString("utf8");
  }
}
