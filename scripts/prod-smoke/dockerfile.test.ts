import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
const nvmrc = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
const renovate = JSON.parse(readFileSync(new URL('renovate.json', root), 'utf8')) as {
  packageRules: { matchDatasources?: string[]; pinDigests?: boolean }[];
};

// CI cannot pull images, so the image's inputs are checked as text (issue 27 section 3).
describe('the container image', () => {
  it('builds on a base pinned by digest, of the Node major .nvmrc names', () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
    expect(image).toMatch(/^node:\d+-bookworm-slim@sha256:[0-9a-f]{64}$/);
    expect(image?.split(/[:-]/)[1]).toBe(nvmrc);
  });

  it('has Renovate keep the digest current', () => {
    const docker = renovate.packageRules.find((rule) => rule.matchDatasources?.includes('docker'));
    expect(docker?.pinDigests).toBe(true);
  });

  it('runs as a numeric user, checks its liveness and starts node with source maps', () => {
    expect(dockerfile).toMatch(/^USER \d+(:\d+)?$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \[[^\n]*\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", /m);
  });
});
