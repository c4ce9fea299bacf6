// `npm run cert`: a self-signed certificate for testing on phones over the LAN (https is needed
// for the microphone, the service worker and push). Writes certs/cert.pem and certs/key.pem.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const addresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((a) => a && a.family === "IPv4")
  .map((a) => a.address);
const san = ["DNS:localhost", ...addresses.map((ip) => `IP:${ip}`)].join(",");
fs.mkdirSync("certs", { recursive: true });
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
    "825",
    "-keyout",
    "certs/key.pem",
    "-out",
    "certs/cert.pem",
    "-subj",
    "/CN=responder-lan",
    "-addext",
    `subjectAltName=${san}`,
  ],
  { stdio: "inherit" },
);
fs.chmodSync("certs/key.pem", 0o600);
console.log(`Wrote certs/cert.pem and certs/key.pem for ${san}`);
console.log("Start with: TLS_CERT_FILE=certs/cert.pem TLS_KEY_FILE=certs/key.pem npm start");
