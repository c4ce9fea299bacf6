// `npm run bench [startup|bundle|argon2|enroll]`: prints figures and ratios against baselines
// measured in the same run. Not part of `npm test`: the machines are shared and timings are noisy.
import { benchArgon2 } from "./argon2";
import { benchBundle } from "./bundle";
import { benchEnrollRace } from "./enroll-race";
import { benchStartup } from "./startup";

const all = { startup: benchStartup, bundle: benchBundle, argon2: benchArgon2, enroll: benchEnrollRace };
const picked = process.argv.slice(2);
for (const name of picked.length ? picked : Object.keys(all)) {
  const run = all[name as keyof typeof all];
  if (!run) {
    console.error(`Unknown benchmark '${name}'. Choose from: ${Object.keys(all).join(", ")}`);
    process.exit(2);
  }
  await run();
}
