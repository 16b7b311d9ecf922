import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LoopbackCertificate {
  key: string;
  cert: string;
  /** The certificate's file, for a server process's NODE_EXTRA_CA_CERTS. */
  certFile: string;
  remove(): Promise<void>;
}

/**
 * A throwaway self-signed certificate for https://127.0.0.1 (openssl, one day): for a test PSP
 * whose URL setting accepts https only, trusted by the server process through NODE_EXTRA_CA_CERTS.
 */
export async function loopbackCertificate(): Promise<LoopbackCertificate> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portico-loopback-tls-'));
  const keyFile = path.join(folder, 'key.pem');
  const certFile = path.join(folder, 'cert.pem');
  const request =
    'req -x509 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 ' +
    '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1';
  execFileSync('openssl', [...request.split(' '), '-keyout', keyFile, '-out', certFile], {
    stdio: 'ignore',
  });
  return {
    key: await readFile(keyFile, 'utf8'),
    cert: await readFile(certFile, 'utf8'),
    certFile,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
