import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestFleetGateway } from '../../apps/server/test/helpers/fleet-processor-server.ts';

const apiKey = 'portico-bench-fleet-gateway-key';

/**
 * A fleet-card gateway for a bench's server (production mode: no sandbox, https only): the tests'
 * gateway over https on 127.0.0.1 with a throwaway self-signed certificate (openssl), which the
 * server trusts through NODE_EXTRA_CA_CERTS. Answers every charge at once, as the sandbox would.
 */
export async function startBenchFleetGateway(port: number) {
  const folder = mkdtempSync(join(tmpdir(), 'portico-bench-fleet-'));
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  const certificate =
    'req -x509 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 ' +
    '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1';
  execFileSync('openssl', [...certificate.split(' '), '-keyout', keyFile, '-out', certFile], {
    stdio: 'ignore',
  });
  const gateway = await startTestFleetGateway({
    port,
    apiKey,
    tls: { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') },
  });
  return {
    env: {
      FLEET_PROCESSOR: 'http',
      FLEET_PROCESSOR_URL: gateway.url,
      FLEET_PROCESSOR_API_KEY: apiKey,
      NODE_EXTRA_CA_CERTS: certFile,
    },
    approvedCharges: () => gateway.sandbox.approvedCharges(),
    async close() {
      await gateway.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
