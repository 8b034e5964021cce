// `npm start` and `npm test` run this first (prestart, pretest). Haat runs on Node 24 (decision 014):
// on Linux x64 and arm64 npm installs it as a dependency and puts it first on the scripts' PATH; on
// other machines the machine's own Node is used, and it must be 24 or later.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Haat needs Node 24 or later; this is Node ${process.version} (${process.execPath}).\n` +
      `On Linux x64/arm64 \`npm install\` brings Node 24 with it (node_modules/.bin/node): run it again if that is missing.\n` +
      `Elsewhere install Node 24 LTS (see docs/decisions/014-node-24-runtime.md).`,
  );
  process.exit(1);
}
