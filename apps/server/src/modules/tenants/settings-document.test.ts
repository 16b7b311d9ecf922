import { tenantSettingsSchema } from '@portico/contract/tenant-file';
import { describe, expect, it } from 'vitest';
import { fileSettings, settingsDocument } from './settings-document.ts';

describe('the settings document of a tenant file', () => {
  it('keeps the staff single sign-on both ways, defaults filled', () => {
    const settings = tenantSettingsSchema.parse({
      staffSso: {
        providerName: 'Acme ID',
        issuer: 'https://id.acme.example/realms/staff',
        clientId: 'portico-console',
        clientSecretEnv: 'ACME_SSO_SECRET',
        groupRoles: { support: ['agent'], 'console-admins': ['admin', 'agent'] },
      },
    });
    const document = settingsDocument({ settings, legal: {} as never });
    expect(document['staffSso']).toMatchObject({ groupsClaim: 'groups', extraScopes: [] });
    expect(fileSettings(document).settings.staffSso).toEqual(settings.staffSso);
  });

  it('keeps the claims desk\u2019s decision reasons both ways', () => {
    const reason = {
      code: 'bridge-detour',
      label: { fr: 'Déviation', en: 'Detour', de: 'Umleitung', it: 'Deviazione', es: 'Desvío' },
      text: {
        fr: 'La déviation était gratuite.',
        en: 'The detour was free.',
        de: 'Die Umleitung war kostenlos.',
        it: 'La deviazione era gratuita.',
        es: 'El desvío era gratuito.',
      },
    };
    const settings = tenantSettingsSchema.parse({ decisionReasons: { reject: [reason] } });
    const document = settingsDocument({ settings, legal: {} as never });
    expect(document['decisionReasons']).toEqual({ reject: [reason] });
    expect(fileSettings(document).settings.decisionReasons).toEqual({ reject: [reason] });
  });

  it('refuses an http issuer off loopback, a secret written in, a role that does not exist', () => {
    const base = {
      providerName: 'Acme ID',
      issuer: 'https://id.acme.example',
      clientId: 'portico-console',
      clientSecretEnv: 'ACME_SSO_SECRET',
      groupRoles: { support: ['agent'] },
    };
    const parse = (staffSso: object) => tenantSettingsSchema.safeParse({ staffSso }).success;
    expect(parse(base)).toBe(true);
    expect(parse({ ...base, issuer: 'http://127.0.0.1:4000' })).toBe(true);
    expect(parse({ ...base, issuer: 'http://id.acme.example' })).toBe(false);
    expect(parse({ ...base, clientSecret: 'in-the-file' })).toBe(false);
    expect(parse({ ...base, clientSecretEnv: 'lower-case' })).toBe(false);
    expect(parse({ ...base, groupRoles: { support: ['root'] } })).toBe(false);
    expect(parse({ ...base, groupRoles: { support: [] } })).toBe(false);
  });
});
