import { createLogger, envLogLevel, envPort, envUrl, parseEnvOrExit } from '@ghost/events';
import { envHsts, envTrustProxy, readyPath, serve } from '@ghost/events/http';
import { createGateway } from './gateway.js';
import { proxyTo } from './proxy.js';
import { callOverHttp } from './api-reader.js';
import { builtWebAppDir } from './built-web-app.js';
import { createStaticSite } from './static-site.js';

// The gateway of the distributed deployment: the web app, and /api proxied to the two services.
const config = parseEnvOrExit({
  PORT: envPort(3004),
  COMMAND_API_URL: envUrl(),
  QUERY_API_URL: envUrl(),
  LOG_LEVEL: envLogLevel(),
  HSTS: envHsts(),
  // None by default: the gateway is reached directly. Behind a TLS proxy, 1 (or its addresses).
  TRUST_PROXY: envTrustProxy('0'),
});
const log = createLogger('gateway', config.LOG_LEVEL);
// The public pages rendered here read query-api the way the gateway proxies the visitor's reads,
// and a form posted without scripts writes to command-api as the visitor's own call would.
const site = createStaticSite(builtWebAppDir(), log, {
  readApi: callOverHttp(config.QUERY_API_URL, log, config.TRUST_PROXY),
  writeApi: callOverHttp(config.COMMAND_API_URL, log, config.TRUST_PROXY),
});

await serve(
  createGateway({
    command: proxyTo(config.COMMAND_API_URL, log, config.TRUST_PROXY),
    query: proxyTo(config.QUERY_API_URL, log, config.TRUST_PROXY),
    site,
  }),
  {
    port: config.PORT,
    log,
    hsts: config.HSTS,
    // Ready when both services behind it are. The reason names the service, never its internal
    // address (the answer is public).
    ready: async () => {
      const services = { 'command-api': config.COMMAND_API_URL, 'query-api': config.QUERY_API_URL };
      const answers = await Promise.all(
        Object.entries(services).map(async ([name, url]) => {
          const answer = await fetch(new URL(readyPath, url), {
            signal: AbortSignal.timeout(2000),
          });
          return answer.ok ? null : `${name} is not ready`;
        }),
      );
      const reason = answers.find((answer) => answer !== null);
      return reason ? { ready: false, reason } : { ready: true };
    },
    release: () => Promise.resolve(),
  },
);
