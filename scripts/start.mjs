// `npm start`: the whole platform on this machine — local servers (unless
// external ones are configured), the six services, the gateway and the web app.
import { buildAll, ensureServers, setup, startPlatform } from './lib/platform.mjs';

setup();
ensureServers();
buildAll();
const port = Number(process.env.GATEWAY_PORT ?? 8080);
const { gatewayUrl, stop } = await startPlatform({ gatewayPort: port });
console.log(
  `\nThe trade platform is up: ${gatewayUrl}/  (API ${gatewayUrl}/api, docs ${gatewayUrl}/docs)\nCtrl-C stops it; \`npm run servers stop\` stops the local servers.\n`,
);
const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
